import type { SessionUser } from "#server/http/access.ts";
import type { NavLinkItem } from "./nav-links.ts";

/** Where the header's account menu leads a signed-in person: their dashboard, and the back office for admins. */
export function accountLinks(user: Pick<SessionUser, "userType">): NavLinkItem[] {
  const links: NavLinkItem[] = [{ to: "/client-dashboard", label: "Dashboard" }];
  if (user.userType === "admin") links.push({ to: "/admin-crm", label: "Back office" });
  return links;
}

export const SIGN_IN_LINK: NavLinkItem = { to: "/auth", label: "Sign in" };
export const SIGN_OUT_LABEL = "Sign out";
