import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Subscribers", group: "Mail", permission: "read:subscriber:any", to: "/admin-crm/subscribers" },
  { label: "Mail outbox", group: "Mail", permission: "read:mail:any", to: "/admin-crm/outbox" },
];
