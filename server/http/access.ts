import { can, isStaffRole, permissionsOf, type Permission, type Role, type RolePolicy } from "#app/lib/permissions.ts";
import { rolePolicy, type SettingsServices } from "#server/settings.ts";

/**
 * Who may call a route or open a page: anyone, any signed-in user (scoped to their own records), any staff member
 * (their own profile), or those whose role holds a permission.
 */
export type Access = "public" | "signedIn" | "staff" | Permission;

/** SPEC §4's name for the user's role. */
export type UserType = Role;

/** The signed-in user as the server knows it; never carries the password hash. */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
  companyName: string | null;
  phone: string | null;
}

export type AccessVerdict = "allowed" | "signedOut" | "denied";

/** The permissions of a signed-in user under a role policy (`rolePolicy(services)`: the one in force). */
export const permissionsOfUser = (user: SessionUser, policy: RolePolicy): readonly Permission[] =>
  permissionsOf(user.userType, policy);

/** Whether the user may: the role policy in force is read only when a permission is asked of a signed-in user. */
export async function checkAccess(
  services: SettingsServices,
  access: Access,
  user: SessionUser | null,
): Promise<AccessVerdict> {
  if (access === "public") return "allowed";
  if (!user) return "signedOut";
  if (access === "signedIn") return "allowed";
  if (access === "staff") return isStaff(user) ? "allowed" : "denied";
  return can(permissionsOfUser(user, await rolePolicy(services)), access) ? "allowed" : "denied";
}

/** Whether the user works for the company (any role but client): the staff shell, staff sign-in, two-factor. */
export function isStaff(user: SessionUser | null | undefined): user is SessionUser {
  return user != null && isStaffRole(user.userType);
}
