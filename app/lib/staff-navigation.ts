/** One entry of the staff navigation: an area's list or dashboard (each area declares its own). */
export interface StaffNavigationEntry {
  label: string;
  to: string;
  /** Paths that belong to the entry besides `to`, each with everything below it. */
  alsoAt?: readonly string[];
}
