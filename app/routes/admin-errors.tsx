import { company } from "#app/content/company.ts";
import { loadErrorReports } from "#app/areas/insights/index.server.ts";
import { ErrorReportsView } from "#app/areas/insights/index.ts";
import type { Route } from "./+types/admin-errors";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadErrorReports(context.services, request);
}

export const meta = () => [{ title: `Error Reports | ${company.name}` }];

export default function AdminErrorsPage({ loaderData }: Route.ComponentProps) {
  return <ErrorReportsView {...loaderData} />;
}
