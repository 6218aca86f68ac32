import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "#app/areas/identity/tables.server.ts";
import type { CartItem } from "#app/areas/commerce/shop/tables.server.ts";

/** A signed-in client's cart, mirrored from the browser's (docs/decisions: server cart merged at sign-in). */
export const carts = pgTable(
  "carts",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SKU and quantity only: prices always come from the products table. */
    items: jsonb().$type<CartItem[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("carts_items_array_check", sql`jsonb_typeof(${table.items}) = 'array'`)],
);
