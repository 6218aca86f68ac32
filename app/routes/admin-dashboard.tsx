import { company } from "#app/content/company.ts";
import { AdminDashboard } from "#app/areas/identity/index.ts";
import { loadAdminDashboard } from "#app/areas/identity/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { AdminWorkSummary } from "#app/areas/sales/index.ts";
import { loadAdminWorkSummary } from "#app/areas/sales/index.server.ts";
import { loadUnreadInbox } from "#app/areas/delivery/index.server.ts";
import { UnreadMessagesCard } from "#app/areas/delivery/index.ts";
import { userWrites } from "#app/areas/identity/index.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import type { Route } from "./+types/admin-dashboard";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = signedInUser(context);
  const [dashboard, workSummary, unreadInbox] = await Promise.all([
    loadAdminDashboard(context.services, admin, new URL(request.url)),
    loadAdminWorkSummary(context.services, admin),
    loadUnreadInbox(context.services.db),
  ]);
  return { ...dashboard, workSummary, unreadInbox };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction(userWrites, pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `Admin Dashboard | ${company.name}` }];

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const { workSummary, unreadInbox, ...dashboard } = loaderData;
  return (
    <AdminDashboard {...dashboard}>
      <UnreadMessagesCard inbox={unreadInbox} />
      <AdminWorkSummary summary={workSummary} />
    </AdminDashboard>
  );
}
