import { data, redirect, type AppLoadContext } from "react-router";
import { checkAccess, type Access, type SessionUser } from "../../../server/http/access.ts";

/** Shown by the error boundary for a 403 page response. */
export const ACCESS_DENIED = "access-denied";

function signInUrl(request: Request, signInPath: string): string {
  const url = new URL(request.url);
  return `${signInPath}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * Enforces a page's declared access in its loader, before any data is read:
 * signed out goes to sign-in and comes back; signed in without the role gets 403.
 */
export function requireAccess(
  context: AppLoadContext,
  request: Request,
  access: Access,
  signInPath = "/auth",
): SessionUser | null {
  const verdict = checkAccess(access, context.user);
  if (verdict === "signedOut") throw redirect(signInUrl(request, signInPath));
  if (verdict === "denied") throw data(ACCESS_DENIED, { status: 403 });
  return context.user;
}

export function requireAdmin(context: AppLoadContext, request: Request, signInPath = "/auth"): SessionUser {
  return requireAccess(context, request, "admin", signInPath)!;
}
