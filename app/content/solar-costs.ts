import type { DataSource } from "./data-source.ts";

// Prices the calculators start from. The installed prices are the company's own figures: a visitor's quote replaces
// them. Amounts in integer cents.

export const solarCosts = {
  /** Installed residential PV, cash price per watt DC, including permits and sales tax. */
  pvCentsPerWatt: { value: 310, min: 150, max: 600 },
  /** Installed battery, per usable kWh. */
  batteryCentsPerKwh: { value: 110_000, min: 40_000, max: 200_000 },
  /** A string or hybrid inverter replaced once, out of warranty, installed, per kW of panels. */
  inverterReplacementCentsPerKw: 35_000,
  /** The year we budget it in by default; 0 means none (microinverters carry 25-year warranties). */
  inverterReplacementYear: 13,
  /**
   * A lease or PPA's first monthly payment as we typically see it offered: 0.42% of the system's cash price (about
   * $13 per kW of panels at $3.10/W), rising by the escalator every year.
   */
  leaseMonthlyShareOfPrice: 0.0042,
  leaseEscalatorPercent: 2.9,
} as const;

export const solarCostSources: readonly { figure: string; source: DataSource }[] = [
  {
    figure: "Installed solar $3.10/W (company figure)",
    source: {
      title:
        "Company price for Shasta County (within the 2.75-3.50 $/W range we expect locally; EnergySage's national median quote was $2.48/W in H1 2025)",
      url: "https://www.pv-magazine.com/2025/09/04/us-residential-solar-hits-record-low-29000-before-incentives/",
      sourceDate: "2025-09-04",
      checkedOn: "2026-11",
      basis: "company",
    },
  },
  {
    figure: "Installed battery $1,100 per usable kWh (company figure)",
    source: {
      title: "Company price (EnergySage's last published median was $1,339/kWh in H2 2022, and has fallen since)",
      url: "https://www.pv-magazine.com/2023/03/23/us-residential-solar-quotes-hit-average-of-2-85-per-watt/",
      sourceDate: "2023-03-23",
      checkedOn: "2026-11",
      basis: "company",
      stale: "No 2024-2026 battery median was found.",
    },
  },
  {
    figure: "One inverter replacement, $350 per kW, in year 13 (company figure)",
    source: {
      title: "String inverters last 10-15 years (warranties 10-12); equipment 0.15-0.24 $/W plus labor and permit",
      url: "https://www.energyscout.io/support/solar-inverter-lifespan/",
      sourceDate: "undated",
      checkedOn: "2026-11",
      basis: "company",
    },
  },
  {
    figure:
      "Lease or PPA: first monthly payment 0.42% of the cash price (about $13 per kW), rising 2.9% a year (company figure)",
    source: {
      title: "Offers our customers have shown us; replace it with your quote's first-year payment and escalator",
      url: "/resources/roi-calculator#method",
      sourceDate: "2026",
      checkedOn: "2026-11",
      basis: "company",
    },
  },
];
