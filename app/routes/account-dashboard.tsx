import { useLocation } from "react-router";
import { company } from "../content/company.ts";
import { AccountDashboard } from "../features/account/account-dashboard.tsx";
import { loadAccountDashboard } from "../features/account/account-dashboard.server.ts";
import { requireAccess } from "../features/auth/guards.server.ts";
import type { Route } from "./+types/account-dashboard";

/** SPEC §2 names the same dashboard by its two paths. */
function titleOf(pathname: string): string {
  return pathname.startsWith("/client-dashboard") ? "Client Dashboard" : "Dashboard";
}

export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireAccess(context, request, "signedIn")!;
  return loadAccountDashboard(context.services.db, user);
}

export const meta = ({ location }: Route.MetaArgs) => [{ title: `${titleOf(location.pathname)} | ${company.name}` }];

export default function AccountDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <AccountDashboard title={titleOf(useLocation().pathname)} {...loaderData} />;
}
