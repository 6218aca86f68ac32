import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import {
  CARD_ORDER_PAID_BY_STRIPE_ONLY,
  orderStatusLabels,
  paidOnlyByStripe,
  type OrderStatus,
} from "./order-values.ts";
import { moveOrderStatus } from "./order-status.server.ts";
import { orders } from "./tables.server.ts";

export const ORDER_NOT_FOUND = "Order not found";

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
