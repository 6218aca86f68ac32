import { eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { users } from "#app/areas/identity/tables.server.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
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
import { adjustmentReasons } from "./adjustment-reasons.ts";
import { inventoryAdjustments } from "./tables.server.ts";

const adjustmentColumns = {
  id: inventoryAdjustments.id,
  at: inventoryAdjustments.at,
  sku: products.sku,
  productName: products.name,
  reason: inventoryAdjustments.reason,
  quantityChange: inventoryAdjustments.quantityChange,
  stockAfter: inventoryAdjustments.stockAfter,
  orderNumber: inventoryAdjustments.orderNumber,
  ticketReference: inventoryAdjustments.ticketReference,
  note: inventoryAdjustments.note,
  actor: users.username,
};

/**
 * The audit log of stock changes, newest first: /platform/inventory/adjustments, a product's page (by `productId`)
 * and GET /api/admin/inventory-adjustments(.csv).
 */
export const adjustmentList = defineStaffList({
  path: "/api/admin/inventory-adjustments",
  access: "read:inventory:any",
  select: adjustmentColumns,
  from: (db, selection) =>
    db
      .select(selection)
      .from(inventoryAdjustments)
      .innerJoin(products, eq(products.id, inventoryAdjustments.productId))
      .leftJoin(users, eq(users.id, inventoryAdjustments.actorId))
      .$dynamic(),
  filters: {
    search: filter(searchParam, (text) => {
      const pattern = likePattern(text);
      return or(
        ilike(products.sku, pattern),
        ilike(products.name, pattern),
        ilike(inventoryAdjustments.orderNumber, pattern),
        ilike(inventoryAdjustments.ticketReference, pattern),
      );
    }),
    reason: filter(optionalParam(z.enum(adjustmentReasons)), (reason) => eq(inventoryAdjustments.reason, reason)),
    /** A product's id: a serial, so at most the largest integer PostgreSQL stores. */
    productId: filter(optionalParam(z.coerce.number().int().positive().max(2_147_483_647)), (productId) =>
      eq(inventoryAdjustments.productId, productId),
    ),
  },
  sorts: { at: sortKey(inventoryAdjustments.at, "timestamptz") },
  dir: "desc",
  id: { column: inventoryAdjustments.id, type: "uuid" },
  scope: everyRowAtAnyReach,
  csv: {
    columns: [
      "at",
      "sku",
      "productName",
      "reason",
      "quantityChange",
      "stockAfter",
      "orderNumber",
      "ticketReference",
      "note",
      "actor",
    ],
  },
});

export type AdjustmentPage = StaffListPage<typeof adjustmentList>;
export type AdjustmentListQuery = StaffListQuery<typeof adjustmentList>;
