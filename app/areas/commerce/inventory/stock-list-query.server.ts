import { z } from "zod";
import { optionalParam, paginationParams, searchParam, sortParams } from "#app/lib/list-query.server.ts";
import { productCategories } from "#app/areas/commerce/shop/index.ts";
import { adjustmentReasons } from "./adjustment-reasons.ts";
import { stockStates } from "./stock-states.ts";

/** GET /api/admin/products(.csv) and /platform/inventory: every product's stock, by SKU unless sorted otherwise. */
export const stockListQuerySchema = z.object({
  search: searchParam,
  category: optionalParam(z.enum(productCategories)),
  state: optionalParam(z.enum(stockStates)),
  ...sortParams(["sku", "name", "stock"], "asc"),
  ...paginationParams,
});
export type StockListQuery = z.output<typeof stockListQuerySchema>;

/** GET /api/admin/inventory-adjustments(.csv) and /platform/inventory/adjustments: the audit log, newest first. */
export const adjustmentListQuerySchema = z.object({
  search: searchParam,
  reason: optionalParam(z.enum(adjustmentReasons)),
  ...paginationParams,
});
export type AdjustmentListQuery = z.output<typeof adjustmentListQuerySchema>;
