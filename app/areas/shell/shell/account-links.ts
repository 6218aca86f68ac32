import { useRouteLoaderData } from "react-router";
import type { NavLinkItem } from "./nav-links.ts";

/**
 * Where the header's account menu leads a signed-in person: their dashboard, and for staff the back office's first
 * page their role opens (`backOffice`, from the root loader; null for a client).
 */
export function accountLinks(backOffice: string | null): NavLinkItem[] {
  const links: NavLinkItem[] = [{ to: "/client-dashboard", label: "Dashboard" }];
  if (backOffice) links.push({ to: backOffice, label: "Back office" });
  return links;
}

/** The signed-in staff member's way into the back office, as the root loader found it. */
export const useBackOffice = (): string | null =>
  useRouteLoaderData<{ backOffice: string | null }>("root")?.backOffice ?? null;

export const SIGN_IN_LINK: NavLinkItem = { to: "/auth", label: "Sign in" };
export const SIGN_OUT_LABEL = "Sign out";
