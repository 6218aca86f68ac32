import type { DataSource } from "./data-source.ts";

// California sales tax on the shop's goods, by jurisdiction. A rate is in basis points (hundredths of a percent:
// 725 is 7.25 %) so that tax is computed in whole cents. docs/operators/content.md explains how to update it.

export interface SalesTaxRate {
  id: "redding" | "shasta-county";
  jurisdiction: string;
  rateBasisPoints: number;
  source: DataSource;
}

export const salesTaxRates: readonly SalesTaxRate[] = [
  {
    id: "redding",
    jurisdiction: "City of Redding",
    rateBasisPoints: 725,
    source: {
      title: "City Attorney's impartial analysis of Measure A (statewide rate only; no local add-on)",
      url: "https://my.lwv.org/node/68482",
      sourceDate: "2025 (Nov 4, 2025 ballot)",
      checkedOn: "2026-11",
      basis: "official",
      stale:
        "Measure A (+1 %) appeared to fail in the early count (Shasta Scout, 2025-11-05); confirm the current rate on the CDTFA rate lookup (https://www.cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm).",
    },
  },
  {
    id: "shasta-county",
    jurisdiction: "Shasta Lake and unincorporated Shasta County",
    rateBasisPoints: 725,
    source: {
      title: "Statewide base rate; no district tax found for these jurisdictions (countywide Measure A failed in 2020)",
      url: "http://classic.smartvoter.org/2020/03/03/ca/sh/meas/",
      sourceDate: "2020-03-03",
      checkedOn: "2026-11",
      basis: "estimate",
      stale: "Not confirmed on the CDTFA rate lookup; check it before relying on this rate.",
    },
  },
];

/** The store is in Redding: pickup, installation and the cart's estimate are taxed at its rate. */
export const storeSalesTaxRate: SalesTaxRate = salesTaxRates[0]!;
