import type { DataSource } from "./data-source.ts";

// What the shop charges to ship an order, by its total shipping weight. Pickup in Redding is free, and goods we
// install are brought by our crew at no charge. Amounts in cents. docs/operators/content.md explains how to update.

export interface ShippingBand {
  /** The band covers orders up to this many grams; null for everything heavier (freight). */
  upToGrams: number | null;
  label: string;
  cents: number;
}

export const shippingBands: readonly ShippingBand[] = [
  { upToGrams: 5_000, label: "Up to 5 kg", cents: 1_500 },
  { upToGrams: 30_000, label: "Up to 30 kg", cents: 4_500 },
  { upToGrams: 150_000, label: "Up to 150 kg", cents: 12_500 },
  { upToGrams: null, label: "Over 150 kg (freight)", cents: 29_500 },
];

export const shippingRatesSource: DataSource = {
  title: "Shasta Sun Solar shipping rates (our own prices, flat per weight band)",
  url: "/shop/products",
  sourceDate: "2026-11-24",
  checkedOn: "2026-11",
  basis: "company",
};
