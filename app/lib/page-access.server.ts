import type { AppLoadContext } from "react-router";
import { forbidden } from "#server/domain-errors.ts";
import { checkAccess, permissionsOfUser, type SessionUser } from "#server/http/access.ts";
import { rolePolicy, type SettingsServices } from "#server/settings.ts";
import type { Permission } from "./permissions.ts";

/**
 * The user a signedIn or staff page's loader or action serves: the page access check (server/http/page-access.ts)
 * has let them in before the loader runs. On a public page there is none to ask for: a programming error.
 */
export function signedInUser(context: AppLoadContext): SessionUser {
  if (!context.checkedUser) throw new Error("signedInUser() is for pages declared signedIn or with a permission");
  return context.checkedUser;
}

/**
 * The loader of a signedIn or staff page that reads no data: without a server loader, a client-side navigation
 * would render the page without asking the server, whose access check is the page's only guard.
 */
export function accessCheckOnlyLoader() {
  return null;
}

/** The same words as the API's 403 (server/http/api-router.ts). */
const NOT_PERMITTED = "You don't have permission to do this";

/**
 * Refuses (a forbidden DomainError, 403) a write the user's role does not allow: a page action whose page one
 * permission opens but whose writes need more (a technician on a project page cannot create projects).
 */
export async function assertPermitted(
  services: SettingsServices,
  user: SessionUser,
  permission: "signedIn" | Permission,
) {
  if ((await checkAccess(services, permission, user)) !== "allowed") throw forbidden(NOT_PERMITTED);
}

/** What a user's role allows under the role policy in force: the root loader hands it to `useCan`. */
export async function permissionsFor(
  services: SettingsServices,
  user: SessionUser | null,
): Promise<readonly Permission[]> {
  return user ? permissionsOfUser(user, await rolePolicy(services)) : [];
}
