import { z } from "#app/lib/zod.ts";
import { labelledValues } from "#app/lib/labelled-values.ts";

/** The catalogue's categories, in the order the store front and the filter show them. */
export const { values: productCategories, labels: productCategoryLabels } = labelledValues({
  solar_panels: "Solar panels",
  inverters: "Inverters",
  batteries: "Batteries",
  mounting: "Mounting",
  monitoring: "Monitoring",
  installation_packages: "Installation packages",
  maintenance_plans: "Maintenance plans",
});
export type ProductCategory = (typeof productCategories)[number];

const positive = z.number().positive().max(1_000_000);
const whole = z.number().int().min(0).max(1_000_000);
const label = z.string().trim().min(1).max(80);

/** Typed specifications, one shape per category; checked on every write so the comparison table can rely on them. */
export const productSpecsSchemas = {
  solar_panels: z.strictObject({
    powerW: positive,
    efficiencyPercent: positive.max(100),
    cellType: label,
    widthMm: whole,
    heightMm: whole,
    weightKg: positive,
    warrantyYears: whole,
  }),
  inverters: z.strictObject({
    inverterType: label,
    continuousKw: positive,
    phases: z.union([z.literal(1), z.literal(3)]),
    efficiencyPercent: positive.max(100),
    warrantyYears: whole,
  }),
  batteries: z.strictObject({
    usableKwh: positive,
    continuousKw: positive,
    chemistry: label,
    roundTripEfficiencyPercent: positive.max(100),
    warrantyYears: whole,
  }),
  mounting: z.strictObject({
    roofType: label,
    material: label,
    panelsSupported: whole,
    warrantyYears: whole,
  }),
  monitoring: z.strictObject({
    connectivity: label,
    measuresConsumption: z.boolean(),
    warrantyYears: whole,
  }),
  installation_packages: z.strictObject({
    systemKw: positive,
    panelCount: whole,
    batteryKwh: z.number().min(0).max(1_000_000),
    warrantyYears: whole,
  }),
  maintenance_plans: z.strictObject({
    visitsPerYear: whole,
    termYears: whole,
    panelCleaning: z.boolean(),
  }),
} satisfies Record<ProductCategory, z.ZodType>;

export type ProductSpecsByCategory = { [C in ProductCategory]: z.output<(typeof productSpecsSchemas)[C]> };
export type ProductSpecs = ProductSpecsByCategory[ProductCategory];

/** How a spec row is compared: a higher or lower value is better, or neither (it is only shown). */
export type Better = "higher" | "lower" | null;

export interface SpecField {
  key: string;
  label: string;
  unit?: string;
  better: Better;
}

/** The rows of a category's spec table, in display order. */
export const specFields: { [C in ProductCategory]: readonly (SpecField & { key: keyof ProductSpecsByCategory[C] })[] } =
  {
    solar_panels: [
      { key: "powerW", label: "Rated power", unit: "W", better: "higher" },
      { key: "efficiencyPercent", label: "Module efficiency", unit: "%", better: "higher" },
      { key: "cellType", label: "Cells", better: null },
      { key: "widthMm", label: "Width", unit: "mm", better: null },
      { key: "heightMm", label: "Height", unit: "mm", better: null },
      { key: "weightKg", label: "Weight", unit: "kg", better: "lower" },
      { key: "warrantyYears", label: "Warranty", unit: "years", better: "higher" },
    ],
    inverters: [
      { key: "inverterType", label: "Type", better: null },
      { key: "continuousKw", label: "Continuous output", unit: "kW", better: "higher" },
      { key: "phases", label: "Phases", better: null },
      { key: "efficiencyPercent", label: "CEC efficiency", unit: "%", better: "higher" },
      { key: "warrantyYears", label: "Warranty", unit: "years", better: "higher" },
    ],
    batteries: [
      { key: "usableKwh", label: "Usable capacity", unit: "kWh", better: "higher" },
      { key: "continuousKw", label: "Continuous power", unit: "kW", better: "higher" },
      { key: "chemistry", label: "Chemistry", better: null },
      { key: "roundTripEfficiencyPercent", label: "Round-trip efficiency", unit: "%", better: "higher" },
      { key: "warrantyYears", label: "Warranty", unit: "years", better: "higher" },
    ],
    mounting: [
      { key: "roofType", label: "Roof type", better: null },
      { key: "material", label: "Material", better: null },
      { key: "panelsSupported", label: "Panels per kit", better: "higher" },
      { key: "warrantyYears", label: "Warranty", unit: "years", better: "higher" },
    ],
    monitoring: [
      { key: "connectivity", label: "Connectivity", better: null },
      { key: "measuresConsumption", label: "Measures home consumption", better: null },
      { key: "warrantyYears", label: "Warranty", unit: "years", better: "higher" },
    ],
    installation_packages: [
      { key: "systemKw", label: "System size", unit: "kW", better: "higher" },
      { key: "panelCount", label: "Panels", better: null },
      { key: "batteryKwh", label: "Battery", unit: "kWh", better: "higher" },
      { key: "warrantyYears", label: "Workmanship warranty", unit: "years", better: "higher" },
    ],
    maintenance_plans: [
      { key: "visitsPerYear", label: "Visits per year", better: "higher" },
      { key: "termYears", label: "Term", unit: "years", better: null },
      { key: "panelCleaning", label: "Panel cleaning", better: null },
    ],
  };

/**
 * The price per unit of what a category is bought for (per watt of a panel, per kW of an inverter or a package,
 * per kWh of a battery), the comparison's lower-is-better value row; null where a category has none.
 */
export function valuePerUnit(
  category: ProductCategory,
  specs: ProductSpecs,
  priceCents: number,
): { label: string; centsPerUnit: number } | null {
  const per = (label: string, amount: number) => (amount > 0 ? { label, centsPerUnit: priceCents / amount } : null);
  switch (category) {
    case "solar_panels":
      return per("Price per watt", (specs as ProductSpecsByCategory["solar_panels"]).powerW);
    case "inverters":
      return per("Price per kW", (specs as ProductSpecsByCategory["inverters"]).continuousKw);
    case "batteries":
      return per("Price per kWh", (specs as ProductSpecsByCategory["batteries"]).usableKwh);
    case "installation_packages":
      return per("Price per watt", (specs as ProductSpecsByCategory["installation_packages"]).systemKw * 1000);
    default:
      return null;
  }
}

/** Sales tax applies to goods; a maintenance plan is a service. */
export const taxableCategories: ReadonlySet<ProductCategory> = new Set(
  productCategories.filter((category) => category !== "maintenance_plans"),
);
