import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Leads", group: "Sales", permission: "read:lead:own", to: "/admin-crm" },
  { label: "My tasks", group: "Sales", permission: "read:lead:own", to: "/platform/crm/tasks" },
];
