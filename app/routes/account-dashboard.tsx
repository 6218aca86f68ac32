import { useLocation } from "react-router";
import { company } from "#app/content/company.ts";
import { AccountDashboard } from "#app/areas/delivery/index.ts";
import { loadAccountDashboard } from "#app/areas/delivery/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import type { Route } from "./+types/account-dashboard";

/** SPEC §2 names the same dashboard by its two paths. */
function titleOf(pathname: string): string {
  return pathname.startsWith("/client-dashboard") ? "Client Dashboard" : "Dashboard";
}

export function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return loadAccountDashboard(context.services, user);
}

export const meta = ({ location }: Route.MetaArgs) => [{ title: `${titleOf(location.pathname)} | ${company.name}` }];

export default function AccountDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <AccountDashboard title={titleOf(useLocation().pathname)} {...loaderData} />;
}
