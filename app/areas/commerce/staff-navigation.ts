import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Inventory", to: "/platform/inventory" },
  { label: "Orders", to: "/platform/inventory/orders" },
];
