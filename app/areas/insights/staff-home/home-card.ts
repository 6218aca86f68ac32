import type { StaffNavigationGroup } from "#app/lib/staff-navigation.ts";

/** One count on the staff home: what it counts, how many, and the list filtered to exactly those rows. */
export interface HomeCard {
  id: string;
  label: string;
  group: StaffNavigationGroup;
  count: number;
  /** The list's page with the filter query it reads. */
  to: string;
}
