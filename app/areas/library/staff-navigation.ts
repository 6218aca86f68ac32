import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Documents", group: "Projects and service", permission: "read:document:any", to: "/rag-documents" },
];
