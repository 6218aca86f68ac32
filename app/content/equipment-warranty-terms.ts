import { labelledValues } from "#app/lib/labelled-values.ts";
import { equipmentSpecs, type EquipmentType } from "./equipment-specs.ts";

// What an installed system's equipment is, and the warranty terms a new item starts with. Staff correct an item's
// terms from its paperwork; these are only where a registration or a form starts (decision 0152).

/** The kinds of equipment on a site, with the names staff read. */
export const { values: equipmentCategories, labels: equipmentCategoryLabels } = labelledValues({
  panel: "Panel",
  inverter: "Inverter",
  microinverter: "Microinverter",
  optimizer: "Optimizer",
  battery: "Battery",
  racking: "Racking",
  monitoring: "Monitoring gateway",
  other: "Other",
});
export type EquipmentCategory = (typeof equipmentCategories)[number];

/** An item's warranty, in whole years from the system's install date; null where there is none. */
export interface WarrantyTerms {
  productWarrantyYears: number | null;
  labourWarrantyYears: number | null;
  performanceWarrantyYears: number | null;
}

/**
 * The manufacturers' usual terms by category: panels 25 years on the product and 25 on output, string inverters 12,
 * microinverters and optimizers 25, batteries 10. Labour is ours (`workmanshipYears`) only on what we installed.
 */
const productTerms: Readonly<Record<EquipmentCategory, Omit<WarrantyTerms, "labourWarrantyYears">>> = {
  panel: { productWarrantyYears: 25, performanceWarrantyYears: 25 },
  inverter: { productWarrantyYears: 12, performanceWarrantyYears: null },
  microinverter: { productWarrantyYears: 25, performanceWarrantyYears: null },
  optimizer: { productWarrantyYears: 25, performanceWarrantyYears: null },
  battery: { productWarrantyYears: 10, performanceWarrantyYears: 10 },
  racking: { productWarrantyYears: 20, performanceWarrantyYears: null },
  monitoring: { productWarrantyYears: 5, performanceWarrantyYears: null },
  other: { productWarrantyYears: null, performanceWarrantyYears: null },
};

/** The written workmanship warranty on a system we installed, in years: the labour term of each of its items. */
export const workmanshipYears = 10;

/** The datasheets' kinds (equipment-specs.ts) as equipment categories. */
const specCategory: Readonly<Record<EquipmentType, EquipmentCategory>> = {
  panel: "panel",
  inverter: "inverter",
  battery: "battery",
};

/**
 * The terms a new item starts with: its category's, the product years of a make we hold a datasheet for (Tesla's
 * 10, Qcells' 25), and our labour on what we installed.
 */
export function defaultWarrantyTerms(
  category: EquipmentCategory,
  make: string,
  installer: "us" | "other",
): WarrantyTerms {
  const datasheet = equipmentSpecs.find(
    (spec) => specCategory[spec.type] === category && spec.make.toLowerCase() === make.trim().toLowerCase(),
  );
  const terms = productTerms[category];
  return {
    productWarrantyYears: datasheet?.warrantyYears ?? terms.productWarrantyYears,
    labourWarrantyYears: installer === "us" ? workmanshipYears : null,
    performanceWarrantyYears: terms.performanceWarrantyYears,
  };
}
