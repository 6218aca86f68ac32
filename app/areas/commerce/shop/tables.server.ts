import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ProductCategory, ProductSpecs } from "./product-categories.ts";

/**
 * The catalogue: equipment and service packages, prices in integer cents. `id` is an identity so that a
 * database whose catalogue has never held a row can be told apart from one whose demo catalogue was removed
 * (demo-catalogue.server.ts). `stock` never goes negative: orders take it with a conditional update.
 */
export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sku: text().notNull(),
    slug: text().notNull(),
    name: text().notNull(),
    brand: text().notNull(),
    category: text().$type<ProductCategory>().notNull(),
    shortDescription: text().notNull(),
    longDescription: text().notNull(),
    /** Checked against the category's schema (product-categories.ts) on every write. */
    specs: jsonb().$type<ProductSpecs>().notNull(),
    priceCents: integer().notNull(),
    compareAtPriceCents: integer(),
    stock: integer().notNull().default(0),
    reorderThreshold: integer().notNull().default(0),
    /** Shipping weight, for the shipping band; 0 for what is not shipped (services). */
    weightGrams: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** Site-relative path of a self-hosted image; null shows the category's illustration. */
    imagePath: text(),
    /** A row of the demo catalogue (`npm run shop:remove-demo` deletes them, or takes off sale those orders refer to). */
    isDemo: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex("products_sku_idx").on(table.sku),
    uniqueIndex("products_slug_idx").on(table.slug),
    index("products_category_price_idx").on(table.category, table.priceCents),
    index("products_created_at_idx").on(table.createdAt),
    check(
      "products_category_check",
      sql`${table.category} in ('solar_panels', 'inverters', 'batteries', 'mounting', 'monitoring', 'installation_packages', 'maintenance_plans')`,
    ),
    check("products_price_check", sql`${table.priceCents} >= 0`),
    check(
      "products_compare_at_price_check",
      sql`${table.compareAtPriceCents} is null or ${table.compareAtPriceCents} > ${table.priceCents}`,
    ),
    check("products_stock_check", sql`${table.stock} >= 0`),
    check("products_reorder_threshold_check", sql`${table.reorderThreshold} >= 0`),
    check("products_weight_check", sql`${table.weightGrams} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type { CartItem, DeliveryMethod } from "./cart-pricing.ts";
