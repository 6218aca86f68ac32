import type { ClaimId } from "./claims";
import type { CompanyPromiseId } from "./company";

export type BenefitId =
  | "nem3-load-shifting"
  | "export-credits"
  | "wildfire-backup"
  | "orphaned-system-rescue"
  | "home-sale-law"
  | "permitting";

export interface BenefitCard {
  id: BenefitId;
  title: string;
  body: string;
  /** lucide-react icon name. */
  icon: string;
  /** Claims the card relies on; show their sources and "applies to" notes with it. */
  claimIds: readonly ClaimId[];
  /** Company promises the card relies on. */
  promiseIds?: readonly CompanyPromiseId[];
}

export interface IncentiveFigure {
  id: string;
  value: string;
  label: string;
  claimId: ClaimId;
  /** ISO date after which the figure no longer applies to new projects, when there is one. */
  deadline?: string;
}

export interface BenefitsSection {
  heading: string;
  intro: string;
  primaryCtaLabel: string;
  secondaryCtaLabel: string;
  disclaimer: string;
}

export const benefitsSection: BenefitsSection = {
  heading: "What California's rules mean for your solar",
  intro:
    "Solar rules in the North State depend on who sends your electric bill: PG&E, Redding Electric Utility, Shasta Lake Electric Utility or Trinity PUD. Here is what applies today, and to whom.",
  primaryCtaLabel: "Get Free Quote",
  secondaryCtaLabel: "Schedule Consultation",
  disclaimer:
    "Incentives, tariffs and tax rules change. Figures were checked on the date shown with each source; eligibility depends on your utility, property and tax situation. This is general information, not tax or legal advice.",
};

export const benefitCards: readonly BenefitCard[] = [
  {
    id: "nem3-load-shifting",
    title: "NEM 3.0 load shifting",
    body: "PG&E customers on the Net Billing Tariff earn little for midday exports. A battery that stores that solar and runs your home through the 4-9 PM peak recovers about 25-40% of the lost export value in our designs.",
    icon: "BatteryCharging",
    claimIds: ["nbt-applies-pge", "nbt-load-shift-recovery"],
  },
  {
    id: "export-credits",
    title: "Export credits",
    body: "For PG&E customers, export credits fell from roughly the $0.30/kWh retail rate under NEM 2.0 to around $0.05/kWh on average under the Net Billing Tariff. Redding and Shasta Lake city utilities set their own credits, so we design to the rules on your bill.",
    icon: "TrendingDown",
    claimIds: ["nbt-export-value", "utility-redding-reu", "utility-shasta-lake"],
  },
  {
    id: "wildfire-backup",
    title: "Wildfire backup",
    body: "Solar without a battery shuts off when the grid does, including during Public Safety Power Shutoffs. A battery keeps your fridge, well pump, medical equipment and internet running, and eligible PG&E-area households in high fire-threat districts may qualify for SGIP rebates that have reached about $1,000 per kWh.",
    icon: "Flame",
    claimIds: ["psps-battery-backup", "sgip-equity-resiliency"],
  },
  {
    id: "orphaned-system-rescue",
    title: "Orphaned-system rescue",
    body: "Installer out of business? Within 7 days of your call we inspect the system, give you a written rescue plan and, in most cases, have it producing again. Manufacturer warranties often still apply, and we handle the claims.",
    icon: "LifeBuoy",
    claimIds: ["contractor-licence-check", "repair-cost-average"],
    promiseIds: ["orphaned-system-rescue", "repair-vs-replacement"],
  },
  {
    id: "home-sale-law",
    title: "Home-sale disclosure",
    body: "California sellers disclose their solar on the Real Estate Transfer Disclosure Statement, and a lease or PPA has to be taken over by the buyer or paid off. Studies have found that homes with owned solar sell for more; we provide the records buyers and appraisers ask for.",
    icon: "Home",
    claimIds: ["home-sale-disclosure", "home-sale-owned-value"],
  },
  {
    id: "permitting",
    title: "Faster permits",
    body: "State law requires streamlined, online-submittal permits for rooftop home systems up to 10 kW AC and caps residential permit fees. In unincorporated Shasta County we typically have a permit 5-7 business days after submitting.",
    icon: "FileCheck",
    claimIds: ["permit-streamlined-small-rooftop", "permit-fee-cap", "permit-shasta-county-turnaround"],
  },
];

export const incentiveFigures: readonly IncentiveFigure[] = [
  {
    id: "nem3-recovery",
    value: "25–40%",
    label: "of lost export value recovered with battery load shifting (PG&E Net Billing customers, company estimate)",
    claimId: "nbt-load-shift-recovery",
  },
  {
    id: "sgip-equity-resiliency",
    value: "up to $1,000/kWh",
    label: "SGIP equity resiliency battery rebate for eligible PG&E-area households, while funds last",
    claimId: "sgip-equity-resiliency",
  },
  {
    id: "federal-48e",
    value: "30%",
    label: "federal §48E credit for business-owned and leased systems; solar must be in service by Dec 31, 2027",
    claimId: "federal-48e-solar-deadline",
    deadline: "2027-12-31",
  },
];
