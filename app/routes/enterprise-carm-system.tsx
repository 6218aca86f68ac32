import { company } from "#app/content/company.ts";
import { systemPageData } from "#app/areas/delivery/index.server.ts";
import { SystemPage } from "#app/areas/delivery/index.ts";
import { recordHistory } from "#app/areas/identity/index.server.ts";
import { RecordHistory } from "#app/areas/identity/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-system";

export async function loader({ context, params }: Route.LoaderArgs) {
  // The system first, through its site's scope: another's is a 404 before its history is read.
  const data = await systemPageData(context, params.id);
  // Its history holds what the writes changed, access notes too: only for those who change sites.
  return { data, history: data.changes ? await recordHistory(context.services.db, "site", data.system.id) : [] };
}

export const meta = () => [{ title: `System | ${company.name}` }];

export default function EnterpriseCarmSystemPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title={`System at ${loaderData.data.system.site.address.line1}`}>
      <SystemPage data={loaderData.data} />
      <RecordHistory events={loaderData.history} />
    </StaffPage>
  );
}
