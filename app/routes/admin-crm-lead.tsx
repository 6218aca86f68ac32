import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { leadWrites } from "#app/areas/sales/index.server.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { can } from "#app/lib/permissions.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { LeadDetail } from "#app/areas/sales/index.ts";
import { assignableStaffFor, getLead, LEAD_NOT_FOUND } from "#app/areas/sales/index.server.ts";
import { useCan } from "#app/lib/use-can.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { ConvertLeadPanel } from "#app/areas/delivery/index.ts";
import { projectIdForLead } from "#app/areas/delivery/index.server.ts";
import { convertLeadWrite } from "#app/areas/delivery/index.server.ts";
import { CustomerPanel } from "#app/areas/delivery/index.ts";
import { customerOfLead } from "#app/areas/delivery/index.server.ts";
import { recordHistory } from "#app/areas/identity/index.server.ts";
import { RecordHistory } from "#app/areas/identity/index.ts";
import type { Route } from "./+types/admin-crm-lead";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context;
  const user = signedInUser(context);
  const now = new Date();
  const leadId = await notFoundPage(async () => recordId(params.id, LEAD_NOT_FOUND));
  // The lead first: one outside the user's scope is a 404 before anything else about it is read.
  const detail = await notFoundPage(() => getLead(services, user, leadId, now));
  const [admins, projectId, person, history] = await Promise.all([
    assignableStaffFor(services, user),
    can(await permissionsFor(services, user), "write:project:any") ? projectIdForLead(services.db, leadId) : null,
    customerOfLead(services, user, leadId),
    recordHistory(services.db, "lead", leadId),
  ]);
  return { detail, admins, now, projectId, person, history };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return runWriteAction([...leadWrites, convertLeadWrite], pageCaller(context), params, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `${data.detail.lead.customerName} (${data.detail.lead.reference})` : "Lead"} | ${company.name}` },
];

export default function AdminCrmLeadPage({ loaderData }: Route.ComponentProps) {
  const { detail, admins, now, projectId, person, history } = loaderData;
  const worksProjects = useCan("write:project:any");
  return (
    <StaffPage title={detail.lead.customerName}>
      {worksProjects ? (
        <ConvertLeadPanel
          won={detail.lead.status === "won"}
          projectId={projectId}
          siteAddress={detail.lead.address ?? ""}
          service={detail.lead.serviceNeeded}
          admins={admins}
        />
      ) : null}
      <LeadDetail detail={detail} admins={admins} now={now} />
      {person ? <CustomerPanel records={person} currentLeadId={detail.lead.id} /> : null}
      <RecordHistory events={history} />
    </StaffPage>
  );
}
