import type { SessionUser } from "#server/http/access.ts";
import { isStaffRole } from "#app/lib/permissions.ts";
import { STAFF_LAYOUT_ID } from "#app/route-table.ts";

/**
 * Whether a page wears the staff shell: a staff page seen by a staff member. Anyone else
 * reaching one (a client turned away with Access Denied) sees the public site's frame.
 */
export function wearsStaffShell(routeIds: readonly string[], user: SessionUser | null | undefined): boolean {
  return isStaff(user) && routeIds.includes(STAFF_LAYOUT_ID);
}

export function isStaff(user: SessionUser | null | undefined): user is SessionUser {
  return user != null && isStaffRole(user.userType);
}
