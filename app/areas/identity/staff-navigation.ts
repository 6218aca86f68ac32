import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Users", to: "/admin", alsoAt: ["/admin-dashboard"] },
];
