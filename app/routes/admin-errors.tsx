import { company } from "#app/content/company.ts";
import { loadErrorReports } from "#app/areas/insights/telemetry/admin-loaders.server.ts";
import { ErrorReportsView } from "#app/areas/insights/telemetry/error-reports-view.tsx";
import type { Route } from "./+types/admin-errors";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadErrorReports(context.services, request);
}

export const meta = () => [{ title: `Error Reports | ${company.name}` }];

export default function AdminErrorsPage({ loaderData }: Route.ComponentProps) {
  return <ErrorReportsView {...loaderData} />;
}
