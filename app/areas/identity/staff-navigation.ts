import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "User accounts", group: "Administration", permission: "read:staff:any", to: "/admin/users" },
  { label: "Staff", group: "Administration", permission: "read:staff:any", to: "/admin/staff" },
  { label: "Audit trail", group: "Administration", permission: "read:audit:any", to: "/admin-crm/audit" },
  { label: "Settings", group: "Administration", permission: "read:settings:any", to: "/admin/settings" },
];
