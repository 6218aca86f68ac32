import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Projects", to: "/admin-crm/projects" },
  { label: "Appointments", to: "/admin-crm/appointments" },
];
