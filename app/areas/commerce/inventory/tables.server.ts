import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { products } from "#app/areas/commerce/shop/tables.server.ts";
import { adjustmentReasons, type AdjustmentReason } from "./adjustment-reasons.ts";

/**
 * The audit log of every change to a product's stock: who (null for the buyer's checkout or the expiry job), when,
 * why, by how much and what it left. Written in the transaction that changes the stock.
 */
export const inventoryAdjustments = pgTable(
  "inventory_adjustments",
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    reason: text().$type<AdjustmentReason>().notNull(),
    quantityChange: integer().notNull(),
    stockAfter: integer().notNull(),
    /** The order behind an order's movement. */
    orderNumber: text(),
    /** The service ticket a part was used on (reason `service_part`), by its reference. */
    ticketReference: text(),
    note: text(),
  },
  (table) => [
    index("inventory_adjustments_product_id_idx").on(table.productId, table.at),
    index("inventory_adjustments_at_idx").on(table.at, table.id),
    check("inventory_adjustments_reason_check", sql`${table.reason} in (${sqlInList(adjustmentReasons)})`),
    check("inventory_adjustments_change_check", sql`${table.quantityChange} <> 0 and ${table.stockAfter} >= 0`),
  ],
);

export type InventoryAdjustmentRow = typeof inventoryAdjustments.$inferSelect;
