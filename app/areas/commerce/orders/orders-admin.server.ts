import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { EXPORT_BATCH_SIZE, keysetBatches } from "#app/lib/keyset-batches.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import type { OrderListQuery } from "./order-list-query.server.ts";
import {
  CARD_ORDER_PAID_BY_STRIPE_ONLY,
  orderStatusLabels,
  orderStatuses,
  paidOnlyByStripe,
  type OrderStatus,
} from "./order-values.ts";
import { moveOrderStatus } from "./order-status.server.ts";
import { orders } from "./tables.server.ts";
import { countsByValue, listPage } from "#app/lib/list-page.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

export const ORDER_NOT_FOUND = "Order not found";

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

function orderWhere(query: OrderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.deliveryMethod) conditions.push(eq(orders.deliveryMethod, query.deliveryMethod));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(orders.orderNumber, pattern), ilike(orders.contactName, pattern), ilike(orders.contactEmail, pattern)),
    );
  }
  return and(...conditions);
}

/** Orders, newest first, a page at a time, with how many are in each status. */
export async function listOrders(db: Database, query: OrderListQuery) {
  const where = orderWhere(query);
  const [page, byStatus] = await Promise.all([
    listPage(
      query,
      (limit, offset) =>
        db
          .select(orderColumns)
          .from(orders)
          .where(where)
          .orderBy(...newestFirst(orders))
          .limit(limit)
          .offset(offset),
      db.select({ total: count() }).from(orders).where(where),
    ),
    db
      .select({ value: orders.status, count: sql<number>`cast(count(*) as integer)` })
      .from(orders)
      .groupBy(orders.status),
  ]);
  return { ...page, counts: countsByValue(orderStatuses, byStatus) };
}

export type OrderPage = Awaited<ReturnType<typeof listOrders>>;

/** The orders CSV: every order the filters match, newest first. */
export function orderExportBatches(db: Database, query: OrderListQuery) {
  const where = orderWhere(query);
  return keysetBatches((cursor) =>
    db
      .select({ ...orderColumns, cursorKey: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(
        cursor
          ? and(
              where,
              sql`(${orders.createdAt}, ${orders.id}) < (cast(${cursor.key} as timestamptz), cast(${cursor.id} as uuid))`,
            )
          : where,
      )
      .orderBy(...newestFirst(orders))
      .limit(EXPORT_BATCH_SIZE),
  );
}

export const orderCsvColumns = [
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
] as const;

/**
 * Moves an order to `to` if its current status allows it (two staff clicking at once move it once), logs the change
 * with who made it, and puts a cancelled order's stock back, all in one transaction. A card order is never marked
 * paid by hand.
 */
export async function changeOrderStatus(db: Database, actorId: string | null, orderId: string, to: OrderStatus) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (paidOnlyByStripe(order, to)) throw conflict(CARD_ORDER_PAID_BY_STRIPE_ONLY);
    const moved = await moveOrderStatus(tx, { orderId, to, actorId });
    if (moved) return { id: moved.id, orderNumber: moved.orderNumber, status: moved.status };
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    throw conflict(
      `An order that is ${orderStatusLabels[current!.status].toLowerCase()} cannot be marked ${orderStatusLabels[to].toLowerCase()}`,
    );
  });
}
