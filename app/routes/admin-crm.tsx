import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { can } from "#app/lib/permissions.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { AdminWorkSummary } from "#app/areas/sales/index.ts";
import { assignableStaffFor, leadList } from "#app/areas/sales/index.server.ts";
import { LeadsInbox } from "#app/areas/sales/index.ts";
import { loadAdminWorkSummary } from "#app/areas/sales/index.server.ts";
import { loadUnreadInbox } from "#app/areas/delivery/index.server.ts";
import { UnreadMessagesCard } from "#app/areas/delivery/index.ts";
import type { Route } from "./+types/admin-crm";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const { services } = context;
  // Unread client messages are every project's: only for a role that reads every project.
  const readsProjects = can(await permissionsFor(services, user), "read:project:any");
  const [{ page, query }, admins, summary, unreadInbox] = await Promise.all([
    leadList.pageData(context, request),
    assignableStaffFor(services, user),
    loadAdminWorkSummary(services, user),
    readsProjects ? loadUnreadInbox(services.db) : null,
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
        {unreadInbox ? <UnreadMessagesCard inbox={unreadInbox} /> : null}
        <LeadsInbox page={page} query={query} admins={admins} />
      </div>
    </StaffPage>
  );
}
