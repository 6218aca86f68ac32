import { company } from "../content/company.ts";
import { StaffPage } from "../ui/staff-page.tsx";
import { signedInUser } from "../lib/page-access.server.ts";
import { AdminWorkSummary } from "../features/leads-pipeline/admin-work-summary.tsx";
import { leadListQuerySchema } from "../features/leads-pipeline/lead-list-query.server.ts";
import { listAssignableAdmins, listLeads } from "../features/leads-pipeline/lead-queries.server.ts";
import { LeadsInbox } from "../features/leads-pipeline/leads-inbox.tsx";
import { readSearchParams } from "../lib/list-query.server.ts";
import { loadAdminWorkSummary } from "../features/leads-pipeline/work-summary.server.ts";
import { loadUnreadInbox } from "../features/portal/unread-inbox.server.ts";
import { UnreadMessagesCard } from "../features/portal/unread-messages-card.tsx";
import type { Route } from "./+types/admin-crm";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = signedInUser(context);
  const query = readSearchParams(leadListQuerySchema, new URL(request.url).searchParams);
  const { db } = context.services;
  const [page, admins, summary, unreadInbox] = await Promise.all([
    listLeads(db, query),
    listAssignableAdmins(db),
    loadAdminWorkSummary(db, admin.id),
    loadUnreadInbox(db),
  ]);
  return { page, query, admins, summary, unreadInbox };
}

export const meta = () => [{ title: `Leads | ${company.name}` }];

export default function AdminCrmPage({ loaderData }: Route.ComponentProps) {
  const { page, query, admins, summary, unreadInbox } = loaderData;
  return (
    <StaffPage title="Leads">
      <div className="grid gap-8">
        <AdminWorkSummary summary={summary} />
        <UnreadMessagesCard inbox={unreadInbox} />
        <LeadsInbox page={page} query={query} admins={admins} />
      </div>
    </StaffPage>
  );
}
