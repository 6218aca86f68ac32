import type { StaffNavigationEntry } from "#app/lib/staff-navigation.ts";

export const staffNavigation: readonly StaffNavigationEntry[] = [
  { label: "Referrals", group: "Sales", permission: "read:customer:own", to: "/platform/crm/referrals" },
  { label: "Projects", group: "Projects and service", permission: "read:project:assigned", to: "/admin-crm/projects" },
  {
    label: "Appointments",
    group: "Projects and service",
    permission: "read:appointment:assigned",
    to: "/admin-crm/appointments",
  },
  { label: "My day", group: "Projects and service", permission: "read:ticket:assigned", to: "/enterprise-carm/my-day" },
  { label: "Service accounts", group: "Projects and service", permission: "read:site:any", to: "/enterprise-carm" },
  {
    label: "Service tickets",
    group: "Projects and service",
    permission: "read:ticket:assigned",
    to: "/enterprise-carm/tickets",
  },
  {
    label: "Warranties ending",
    group: "Projects and service",
    permission: "read:site:any",
    to: "/enterprise-carm/warranties",
  },
  { label: "Claims due", group: "Projects and service", permission: "read:ticket:any", to: "/enterprise-carm/claims" },
  {
    label: "Plan visits due",
    group: "Projects and service",
    permission: "read:site:any",
    to: "/enterprise-carm/plans/due",
  },
];
