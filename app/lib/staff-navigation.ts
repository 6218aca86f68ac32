import type { Permission } from "./permissions.ts";

/** The headings the staff navigation groups its entries under, in their order. */
export const staffNavigationGroups = ["Sales", "Projects and service", "Store", "Mail", "Administration"] as const;
export type StaffNavigationGroup = (typeof staffNavigationGroups)[number];

/** One entry of the staff navigation: an area's list or dashboard (each area declares its own). */
export interface StaffNavigationEntry {
  label: string;
  to: string;
  group: StaffNavigationGroup;
  /** What opening it takes: the same permission its page declares in app/route-table.ts (a test holds them equal). */
  permission: Permission;
  /** Paths that belong to the entry besides `to`, each with everything below it. */
  alsoAt?: readonly string[];
}
