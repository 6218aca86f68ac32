import { company } from "../content/company.ts";
import { AccountDashboard } from "../features/auth/account-dashboard.tsx";
import { loadAccountDashboard } from "../features/auth/account-dashboard.server.ts";
import { requireAccess } from "../features/auth/guards.server.ts";
import type { Route } from "./+types/dashboard";

export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireAccess(context, request, "signedIn")!;
  return loadAccountDashboard(context.services.db, user);
}

export const meta = () => [{ title: `Dashboard | ${company.name}` }];

export default function AccountDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <AccountDashboard title="Dashboard" {...loaderData} />;
}
