import type { ClaimId } from "./claims.ts";
import type { DataSource } from "./data-source.ts";
import type { UtilityId } from "./utility-tariffs.ts";

// Incentives the ROI calculator may apply, dated and tied to their claims. Nothing is applied that is not here.

export interface Incentive {
  id: "federal-25d" | "sgip-general-market";
  label: string;
  claimId: ClaimId;
  /** Share of the battery's price paid back; the federal credit is 0 for systems bought in 2026 or later. */
  batteryShare: number;
  solarShare: number;
  /** The utilities whose customers can receive it; empty: everyone. The only place that says who gets it. */
  utilities: readonly UtilityId[];
  /** Only when the visitor says they expect it (rebate budgets run out). */
  optIn: boolean;
  source: DataSource;
}

export const incentives: readonly Incentive[] = [
  {
    id: "federal-25d",
    label: "Federal residential clean energy credit (IRC 25D): none for systems bought in 2026",
    claimId: "federal-25d-ended",
    batteryShare: 0,
    solarShare: 0,
    utilities: [],
    optIn: false,
    source: {
      title: "IRS Fact Sheet FS-2025-05: no credit for expenditures made after December 31, 2025",
      url: "https://www.irs.gov/credits-deductions/residential-clean-energy-credit",
      sourceDate: "2025-08-21",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
  {
    id: "sgip-general-market",
    label: "SGIP battery rebate, general market (about 15% of the battery's cost)",
    claimId: "sgip-general-market",
    batteryShare: 0.15,
    solarShare: 0,
    utilities: ["pge"],
    optIn: true,
    source: {
      title:
        "PG&E, Self-Generation Incentive Program: 'about 15 percent of the cost'; solar on the Solar Billing Plan and demand-response enrollment required",
      url: "https://www.pge.com/en/save-energy-and-money/rebates-and-incentives/self-generation-incentive-program.html",
      sourceDate: "undated (2025)",
      checkedOn: "2026-11",
      basis: "official",
      stale: "Paid only while the budget lasts; income-qualified customers may get far more through the equity budget.",
    },
  },
];

/** The incentives a customer of `utility` can receive. */
export function incentivesFor(utility: UtilityId): Incentive[] {
  return incentives.filter((incentive) => incentive.utilities.length === 0 || incentive.utilities.includes(utility));
}
