import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Error reports", to: "/admin/errors" },
  { label: "Web vitals", to: "/admin/vitals" },
];
