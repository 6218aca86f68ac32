import { and, count, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { productCategories } from "#app/areas/commerce/shop/index.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import { lowStock, stockColumns } from "./inventory-admin.server.ts";
import { stockStates, type StockState } from "./stock-states.ts";

const stateConditions: Record<StockState, ReturnType<typeof and>> = {
  low: and(eq(products.active, true), lowStock),
  out: and(eq(products.active, true), eq(products.stock, 0)),
  inactive: eq(products.active, false),
};

/**
 * /platform/inventory, GET /api/admin/products(.csv): every product's stock, by SKU unless sorted otherwise, with how
 * many active products are at or below their reorder threshold.
 */
export const stockList = defineStaffList({
  path: "/api/admin/products",
  access: "read:inventory:any",
  select: stockColumns,
  from: (db, selection) => db.select(selection).from(products).$dynamic(),
  filters: {
    search: filter(searchParam, (text) => {
      const pattern = likePattern(text);
      return or(ilike(products.sku, pattern), ilike(products.name, pattern), ilike(products.brand, pattern));
    }),
    category: filter(optionalParam(z.enum(productCategories)), (category) => eq(products.category, category)),
    state: filter(optionalParam(z.enum(stockStates)), (state) => stateConditions[state]),
  },
  sorts: {
    sku: sortKey(products.sku, "text"),
    name: sortKey(products.name, "text"),
    stock: sortKey(products.stock, "integer"),
  },
  dir: "asc",
  id: { column: products.id, type: "integer" },
  scope: everyRowAtAnyReach,
  extras: async (db, { scope }) => {
    const [low] = await db
      .select({ total: count() })
      .from(products)
      .where(and(scope, eq(products.active, true), lowStock));
    return { lowStock: low?.total ?? 0 };
  },
  csv: {
    select: {
      ...stockColumns,
      slug: products.slug,
      brand: products.brand,
      compareAtPriceCents: products.compareAtPriceCents,
      weightGrams: products.weightGrams,
    },
    columns: [
      "id",
      "sku",
      "slug",
      "name",
      "brand",
      "category",
      "priceCents",
      "compareAtPriceCents",
      "stock",
      "reorderThreshold",
      "weightGrams",
      "active",
      "isDemo",
    ],
  },
});

export type StockPage = StaffListPage<typeof stockList>;
export type StockListQuery = StaffListQuery<typeof stockList>;
