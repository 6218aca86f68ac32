import { SectionNav } from "#app/ui/section-nav.tsx";

const sections = [
  { to: "/enterprise-carm", label: "Accounts", end: true },
  { to: "/enterprise-carm/warranties", label: "Warranties ending", end: false },
  { to: "/enterprise-carm/equipment", label: "Equipment by make and model", end: false },
  { to: "/enterprise-carm/plans/due", label: "Plan visits due", end: false },
  { to: "/enterprise-carm/shutoff-days", label: "Shutoff days", end: false },
] as const;

/**
 * Enterprise CARM's sections: the service accounts, warranties ending in the next 90 days, equipment by model, plan
 * visits due, the utility's shutoff days.
 */
export function ServiceNav() {
  return <SectionNav label="Service records" sections={sections} />;
}
