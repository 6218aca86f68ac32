import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Error reports", group: "Administration", permission: "read:telemetry:any", to: "/admin/errors" },
  { label: "Web vitals", group: "Administration", permission: "read:telemetry:any", to: "/admin/vitals" },
];
