import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { defaultWarrantyTerms, type WarrantyTerms } from "#app/content/equipment-warranty-terms.ts";
import type { EquipmentItemInput } from "./site-schemas.ts";
import type { Installer } from "./system-values.ts";
import { equipmentItems } from "./tables.server.ts";
import { warrantyEnds, type WarrantyEnds } from "./warranty-ends.ts";

/** An item to store: what it is, and the terms known of it (a form's, an order's product's); the rest default. */
export type NewEquipmentItem = Pick<EquipmentItemInput, "category" | "make" | "model"> &
  Partial<Pick<EquipmentItemInput, "serial" | "quantity">> & { [Term in keyof WarrantyTerms]?: number | null };

/** The terms an item is stored with: those given, each missing one from the content's defaults. */
function termsOf(item: NewEquipmentItem, installer: Installer): WarrantyTerms {
  const defaults = defaultWarrantyTerms(item.category, item.make, installer);
  return {
    productWarrantyYears: item.productWarrantyYears ?? defaults.productWarrantyYears,
    labourWarrantyYears: item.labourWarrantyYears ?? defaults.labourWarrantyYears,
    performanceWarrantyYears: item.performanceWarrantyYears ?? defaults.performanceWarrantyYears,
  };
}

/** Adds items to a system in one statement; answers each one's id and warranty end dates, in the order given. */
export async function insertEquipment(
  db: Database,
  system: { id: string; installedOn: string; installer: Installer },
  items: readonly NewEquipmentItem[],
): Promise<{ id: string; warrantyEnds: WarrantyEnds }[]> {
  if (items.length === 0) return [];
  // Ids made here, so each answer is the item it names whatever order RETURNING gives.
  const rows = items.map((item) => ({
    id: randomUUID(),
    systemId: system.id,
    category: item.category,
    make: item.make,
    model: item.model,
    serial: item.serial ?? null,
    quantity: item.quantity ?? 1,
    ...termsOf(item, system.installer),
  }));
  await db.insert(equipmentItems).values(rows);
  return rows.map((row) => ({ id: row.id, warrantyEnds: warrantyEnds(system.installedOn, row) }));
}
