import { company } from "#app/content/company.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { AnalyticsView } from "#app/areas/insights/index.ts";
import { loadAnalyticsPage } from "#app/areas/insights/index.server.ts";
import type { Route } from "./+types/platform-analytics";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadAnalyticsPage(context.services, signedInUser(context), request);

export const meta = () => [{ title: `Analytics | ${company.name}` }];

export default function PlatformAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView data={loaderData} />;
}
