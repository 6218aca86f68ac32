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
import type { Route } from "./+types/admin-crm-lead";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.services;
  const now = new Date();
  const [detail, admins] = await notFoundPage(() =>
    Promise.all([getLead(db, recordId(params.id, LEAD_NOT_FOUND), now), listAssignableAdmins(db)]),
  );
  return { detail, admins, now };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = signedInUser(context);
  return runWriteAction(leadWrites, context.services, admin, params.id, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `${data.detail.lead.customerName} (${data.detail.lead.reference})` : "Lead"} | ${company.name}` },
];

export default function AdminCrmLeadPage({ loaderData }: Route.ComponentProps) {
  const { detail, admins, now } = loaderData;
  return (
    <StaffPage title={detail.lead.customerName}>
      <LeadDetail detail={detail} admins={admins} now={now} />
    </StaffPage>
  );
}
