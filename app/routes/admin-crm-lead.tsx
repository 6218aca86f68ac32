import { company } from "../content/company.ts";
import { StaffPage } from "../ui/staff-page.tsx";
import { runWriteAction } from "../lib/staff-write.server.ts";
import { leadWrites } from "../features/leads-pipeline/lead-writes.server.ts";
import { signedInUser } from "../lib/page-access.server.ts";
import { readForm } from "../lib/page-form.server.ts";
import { LeadDetail } from "../features/leads-pipeline/lead-detail.tsx";
import { getLead, LEAD_NOT_FOUND, listAssignableAdmins } from "../features/leads-pipeline/lead-queries.server.ts";
import { recordId } from "../lib/record-id.server.ts";
import { notFoundPage } from "../lib/not-found-page.server.ts";
import { ConvertLeadPanel } from "../features/portal/convert-lead-form.tsx";
import { projectIdForLead } from "../features/portal/project-queries.server.ts";
import { convertLeadWrite } from "../features/portal/project-writes.server.ts";
import { CustomerPanel } from "../features/customers/customer-panel.tsx";
import { customerOfLead } from "../features/customers/customer-records.server.ts";
import type { Route } from "./+types/admin-crm-lead";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.services;
  const now = new Date();
  const leadId = await notFoundPage(async () => recordId(params.id, LEAD_NOT_FOUND));
  const [detail, admins, projectId, person] = await notFoundPage(() =>
    Promise.all([
      getLead(db, leadId, now),
      listAssignableAdmins(db),
      projectIdForLead(db, leadId),
      customerOfLead(db, leadId),
    ]),
  );
  return { detail, admins, now, projectId, person };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = signedInUser(context);
  return runWriteAction([...leadWrites, convertLeadWrite], context.services, admin, params.id, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `${data.detail.lead.customerName} (${data.detail.lead.reference})` : "Lead"} | ${company.name}` },
];

export default function AdminCrmLeadPage({ loaderData }: Route.ComponentProps) {
  const { detail, admins, now, projectId, person } = loaderData;
  return (
    <StaffPage title={detail.lead.customerName}>
      <ConvertLeadPanel
        won={detail.lead.status === "won"}
        projectId={projectId}
        siteAddress={detail.lead.address ?? ""}
        service={detail.lead.serviceNeeded}
        admins={admins}
      />
      <LeadDetail detail={detail} admins={admins} now={now} />
      {person ? <CustomerPanel records={person} currentLeadId={detail.lead.id} /> : null}
    </StaffPage>
  );
}
