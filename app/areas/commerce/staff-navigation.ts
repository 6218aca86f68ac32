import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Inventory", group: "Store", permission: "read:inventory:any", to: "/platform/inventory" },
  { label: "Orders", group: "Store", permission: "read:order:any", to: "/platform/inventory/orders" },
];
