import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#server/http/access.ts";

/**
 * The user a signedIn or admin page's loader or action serves: the page access check (server/http/page-access.ts)
 * has let them in before the loader runs. On a public page there is none to ask for: a programming error.
 */
export function signedInUser(context: AppLoadContext): SessionUser {
  if (!context.checkedUser) throw new Error("signedInUser() is for pages declared signedIn or admin");
  return context.checkedUser;
}

/**
 * The loader of a signedIn or admin page that reads no data: without a server loader, a client-side navigation
 * would render the page without asking the server, whose access check is the page's only guard.
 */
export function accessCheckOnlyLoader() {
  return null;
}
