import { company } from "#app/content/company.ts";
import { loadWebVitals } from "#app/areas/insights/index.server.ts";
import { WebVitalsView } from "#app/areas/insights/index.ts";
import type { Route } from "./+types/admin-vitals";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadWebVitals(context.services, request);
}

export const meta = () => [{ title: `Web Vitals | ${company.name}` }];

export default function AdminVitalsPage({ loaderData }: Route.ComponentProps) {
  return <WebVitalsView {...loaderData} />;
}
