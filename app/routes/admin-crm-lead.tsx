import { company } from "../content/company.ts";
import { signedInUser } from "../lib/page-access.server.ts";
import { BackofficePage } from "../features/backoffice/backoffice-nav.tsx";
import { readForm } from "../lib/page-form.server.ts";
import { runLeadAction } from "../features/backoffice/lead-actions.server.ts";
import { LeadDetail } from "../features/backoffice/lead-detail.tsx";
import { getLead, LEAD_NOT_FOUND, listAssignableAdmins } from "../features/backoffice/lead-queries.server.ts";
import { recordId } from "../features/backoffice/record-id.server.ts";
import { notFoundPage } from "../features/backoffice/not-found.server.ts";
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
  return runLeadAction(context.services.db, params.id, admin, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `${data.detail.lead.customerName} (${data.detail.lead.reference})` : "Lead"} | ${company.name}` },
];

export default function AdminCrmLeadPage({ loaderData }: Route.ComponentProps) {
  const { detail, admins, now } = loaderData;
  return (
    <BackofficePage title={detail.lead.customerName}>
      <LeadDetail detail={detail} admins={admins} now={now} />
    </BackofficePage>
  );
}
