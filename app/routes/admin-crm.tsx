import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { AdminWorkSummary } from "#app/areas/sales/index.ts";
import { leadList, listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { LeadsInbox } from "#app/areas/sales/index.ts";
import { loadAdminWorkSummary } from "#app/areas/sales/index.server.ts";
import { loadUnreadInbox } from "#app/areas/delivery/index.server.ts";
import { UnreadMessagesCard } from "#app/areas/delivery/index.ts";
import type { Route } from "./+types/admin-crm";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = signedInUser(context);
  const { db } = context.services;
  const [{ page, query }, admins, summary, unreadInbox] = await Promise.all([
    leadList.pageData(context, request),
    listAssignableStaff(db, "write:lead:own"),
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
