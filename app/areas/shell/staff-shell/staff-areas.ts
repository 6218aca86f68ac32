export interface StaffArea {
  label: string;
  to: string;
  /** Paths that belong to the area besides `to`, each with everything below it. */
  alsoAt?: readonly string[];
}

/** Every staff area, in the navigation's order; a new one (shop, bookings, projects) is one line here. */
export const staffAreas: readonly StaffArea[] = [
  { label: "Leads", to: "/admin-crm" },
  { label: "Projects", to: "/admin-crm/projects" },
  { label: "Appointments", to: "/admin-crm/appointments" },
  { label: "Subscribers", to: "/admin-crm/subscribers" },
  { label: "Mail outbox", to: "/admin-crm/outbox" },
  { label: "Inventory", to: "/platform/inventory" },
  { label: "Orders", to: "/platform/inventory/orders" },
  { label: "Users", to: "/admin", alsoAt: ["/admin-dashboard"] },
  { label: "Error reports", to: "/admin/errors" },
  { label: "Web vitals", to: "/admin/vitals" },
];

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The area a page belongs to: the one whose path holds it most closely (/admin/errors is not Users). */
export function currentStaffArea(pathname: string, areas: readonly StaffArea[] = staffAreas): StaffArea | undefined {
  let best: { area: StaffArea; length: number } | undefined;
  for (const area of areas) {
    for (const path of [area.to, ...(area.alsoAt ?? [])]) {
      if (within(pathname, path) && path.length > (best?.length ?? -1)) best = { area, length: path.length };
    }
  }
  return best?.area;
}
