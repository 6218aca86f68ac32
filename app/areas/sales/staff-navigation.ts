import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Leads", group: "Sales", permission: "read:lead:own", to: "/admin-crm" },
  { label: "Pipeline board", group: "Sales", permission: "read:lead:own", to: "/platform/crm" },
  { label: "Customers", group: "Sales", permission: "read:customer:own", to: "/platform/crm/customers" },
  { label: "My tasks", group: "Sales", permission: "read:lead:own", to: "/platform/crm/tasks" },
];
