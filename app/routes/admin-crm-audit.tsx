import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { auditList } from "#app/areas/identity/index.server.ts";
import { AuditTrail } from "#app/areas/identity/index.ts";
import type { Route } from "./+types/admin-crm-audit";

export function loader({ context, request }: Route.LoaderArgs) {
  return auditList.pageData(context, request);
}

export const meta = () => [{ title: `Audit Trail | ${company.name}` }];

export default function AdminCrmAuditPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Audit trail">
      <AuditTrail page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
