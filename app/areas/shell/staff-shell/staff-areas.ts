import { commerceStaffNavigation } from "#app/areas/commerce/index.ts";
import { deliveryStaffNavigation } from "#app/areas/delivery/index.ts";
import { identityStaffNavigation } from "#app/areas/identity/index.ts";
import { insightsStaffNavigation } from "#app/areas/insights/index.ts";
import { libraryStaffNavigation } from "#app/areas/library/index.ts";
import { messagingStaffNavigation } from "#app/areas/messaging/index.ts";
import { salesStaffNavigation } from "#app/areas/sales/index.ts";
import { can, type Permission } from "#app/lib/permissions.ts";
import {
  staffNavigationGroups,
  type StaffNavigationEntry,
  type StaffNavigationGroup,
} from "#app/lib/staff-navigation.ts";

/**
 * The staff navigation, in its order: each area's entries (its `staff-navigation.ts`). A new list is a line in its
 * area's file; a new area with staff pages is one line here.
 */
export const staffAreas: readonly StaffNavigationEntry[] = [
  ...salesStaffNavigation,
  ...deliveryStaffNavigation,
  ...libraryStaffNavigation,
  ...messagingStaffNavigation,
  ...commerceStaffNavigation,
  ...identityStaffNavigation,
  ...insightsStaffNavigation,
];

/** The entries a role may open, under their group headings in order; groups with none are left out. */
export function staffMenu(
  held: readonly Permission[],
  areas: readonly StaffNavigationEntry[] = staffAreas,
): { group: StaffNavigationGroup; entries: StaffNavigationEntry[] }[] {
  return staffNavigationGroups
    .map((group) => ({ group, entries: areas.filter((area) => area.group === group && can(held, area.permission)) }))
    .filter(({ entries }) => entries.length > 0);
}

/** Where "Back office" leads a staff member: the first entry their role opens, or their profile if none. */
export function staffHome(held: readonly Permission[]): string {
  return staffMenu(held)[0]?.entries[0]?.to ?? "/admin/profile";
}

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The area a page belongs to: the one whose path holds it most closely (/admin/errors is not Users). */
export function currentStaffArea(
  pathname: string,
  areas: readonly StaffNavigationEntry[] = staffAreas,
): StaffNavigationEntry | undefined {
  let best: { area: StaffNavigationEntry; length: number } | undefined;
  for (const area of areas) {
    for (const path of [area.to, ...(area.alsoAt ?? [])]) {
      if (within(pathname, path) && path.length > (best?.length ?? -1)) best = { area, length: path.length };
    }
  }
  return best?.area;
}
