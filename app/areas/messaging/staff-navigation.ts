import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Subscribers", to: "/admin-crm/subscribers" },
  { label: "Mail outbox", to: "/admin-crm/outbox" },
];
