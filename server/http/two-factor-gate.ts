import type { Config } from "#server/config.ts";
import { isStaff, type Access, type SessionUser } from "./access.ts";

export const SET_UP_TWO_FACTOR =
  "Two-factor sign-in is required for staff: set it up at /account/two-factor before using the back office.";

/** A page or API route only staff may use: anything not open to everyone or to any signed-in user. */
const staffOnly = (access: Access) => access !== "public" && access !== "signedIn";

/**
 * Whether STAFF_TWO_FACTOR=required turns this staff member away from a staff page or route until their second
 * factor is set up; checked by both central guards after the access check let them in.
 */
export function twoFactorSetupDue(
  config: Pick<Config, "STAFF_TWO_FACTOR">,
  access: Access,
  user: SessionUser,
  twoFactorEnabled: boolean,
): boolean {
  return config.STAFF_TWO_FACTOR === "required" && staffOnly(access) && isStaff(user) && !twoFactorEnabled;
}
