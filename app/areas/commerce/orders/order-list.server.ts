import { eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { likePattern } from "#app/lib/like-pattern.ts";
import { countsByValue } from "#app/lib/list-page.server.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { deliveryMethods, orderStatuses } from "./order-values.ts";
import { orders } from "./tables.server.ts";

const orderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  orderNumber: orders.orderNumber,
  status: orders.status,
  contactName: orders.contactName,
  contactEmail: orders.contactEmail,
  contactPhone: orders.contactPhone,
  deliveryMethod: orders.deliveryMethod,
  paymentMethod: orders.paymentMethod,
  subtotalCents: orders.subtotalCents,
  taxCents: orders.taxCents,
  shippingCents: orders.shippingCents,
  totalCents: orders.totalCents,
};

/**
 * /platform/inventory/orders, GET /api/admin/orders(.csv): newest first, by status, delivery and search (number,
 * name or e-mail), with how many orders are in each status.
 */
export const orderList = defineStaffList({
  path: "/api/admin/orders",
  access: "read:order:any",
  select: orderColumns,
  from: (db, selection) => db.select(selection).from(orders).$dynamic(),
  filters: {
    search: filter(searchParam, (text) => {
      const pattern = likePattern(text);
      return or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.contactName, pattern),
        ilike(orders.contactEmail, pattern),
      );
    }),
    status: filter(optionalParam(z.enum(orderStatuses)), (status) => eq(orders.status, status)),
    deliveryMethod: filter(optionalParam(z.enum(deliveryMethods)), (method) => eq(orders.deliveryMethod, method)),
  },
  sorts: { createdAt: sortKey(orders.createdAt, "timestamptz") },
  dir: "desc",
  id: { column: orders.id, type: "uuid" },
  scope: everyRowAtAnyReach,
  extras: async (db, { scope }) => {
    const byStatus = await db
      .select({ value: orders.status, count: sql<number>`cast(count(*) as integer)` })
      .from(orders)
      .where(scope)
      .groupBy(orders.status);
    return { counts: countsByValue(orderStatuses, byStatus) };
  },
  csv: {
    columns: [
      "orderNumber",
      "createdAt",
      "status",
      "contactName",
      "contactEmail",
      "contactPhone",
      "deliveryMethod",
      "paymentMethod",
      "subtotalCents",
      "taxCents",
      "shippingCents",
      "totalCents",
    ],
  },
});

export type OrderPage = StaffListPage<typeof orderList>;
export type OrderListQuery = StaffListQuery<typeof orderList>;
