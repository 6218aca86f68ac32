import { company } from "../content/company.ts";
import { AdminDashboard } from "../features/admin-users/admin-dashboard.tsx";
import { loadAdminDashboard } from "../features/admin-users/admin-dashboard.server.ts";
import { requireAccess } from "../features/auth/guards.server.ts";
import { AdminWorkSummary } from "../features/backoffice/admin-work-summary.tsx";
import { loadAdminWorkSummary } from "../features/backoffice/work-summary.server.ts";
import type { Route } from "./+types/admin-dashboard";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAccess(context, request, "admin")!;
  const [dashboard, workSummary] = await Promise.all([
    loadAdminDashboard(context.services.db, admin, new URL(request.url)),
    loadAdminWorkSummary(context.services.db, admin.id),
  ]);
  return { ...dashboard, workSummary };
}

export const meta = () => [{ title: `Admin Dashboard | ${company.name}` }];

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const { workSummary, ...dashboard } = loaderData;
  return (
    <AdminDashboard {...dashboard}>
      <AdminWorkSummary summary={workSummary} />
    </AdminDashboard>
  );
}
