import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  // Its figures are the leads' for now, so it sits with them, for whoever reads every lead (decision 0197).
  { label: "Analytics", group: "Sales", permission: "read:lead:any", to: "/platform/analytics" },
  { label: "Error reports", group: "Administration", permission: "read:telemetry:any", to: "/admin/errors" },
  { label: "Web vitals", group: "Administration", permission: "read:telemetry:any", to: "/admin/vitals" },
];
