import type { DataSource } from "./data-source.ts";

// How a home's use falls across the day, and how a battery runs: the assumptions behind the split of solar into
// used-at-home and exported (docs/decisions/0028-savings-calculators.md).

export const usageAssumptions = {
  /**
   * Share of a home's use that falls in the hours the panels produce enough to cover it (about 9 AM-4 PM). Redding
   * homes cool through the afternoon, but most use is still in the evening and at night.
   */
  daytimeShare: 0.4,
  /** Usable energy a battery returns per kWh it stores (lithium iron phosphate, inverter losses included). */
  batteryRoundTripEfficiency: 0.9,
  /** One full charge and discharge a day: midday surplus in, evening peak out. */
  batteryCyclesPerDay: 1,
  /** Share of a home's electricity that goes to heating and cooling, for the thermostat and air-sealing measures. */
  heatingCoolingShare: 0.4,
} as const;

export const usageAssumptionsSource: DataSource = {
  title: "Company assumptions from our system designs for Redding-area homes",
  url: "/resources/roi-calculator#method",
  sourceDate: "November 2026",
  checkedOn: "2026-11",
  basis: "company",
};
