import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { returnStock } from "#app/areas/commerce/inventory/index.server.ts";
import { orderStatusTransitions, orderStatuses, type OrderStatus } from "./order-values.ts";
import { orderEvents, orderLines, orders, type OrderRow } from "./tables.server.ts";

const fromStatuses = (to: OrderStatus) => orderStatuses.filter((from) => orderStatusTransitions[from].includes(to));

export interface OrderMove {
  orderId: string;
  to: OrderStatus;
  /** Only from these statuses (within what the transitions allow); e.g. Stripe's events move only unpaid orders. */
  from?: readonly OrderStatus[];
  /** Who moved it; null for the buyer, Stripe or a background job. */
  actorId: string | null;
  note?: string;
  /** Why a cancellation puts the stock back: staff's or the buyer's cancel, or an unpaid card order let go. */
  restockReason?: "order_cancelled" | "order_expired";
}

/**
 * Moves an order by a conditional update (two moves at once move it once), logs the move and puts a cancelled
 * order's stock back, on the caller's transaction. Returns the moved order, or null when its status did not allow
 * the move (or it does not exist), having changed nothing.
 */
export async function moveOrderStatus(tx: Database, move: OrderMove): Promise<OrderRow | null> {
  const allowed = fromStatuses(move.to).filter((status) => !move.from || move.from.includes(status));
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, move.orderId))
    .for("update");
  if (!before || !allowed.includes(before.status)) return null;
  const [order] = await tx
    .update(orders)
    .set({ status: move.to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, move.orderId), inArray(orders.status, allowed)))
    .returning();
  if (!order) return null;
  await tx.insert(orderEvents).values({
    orderId: order.id,
    actorId: move.actorId,
    fromStatus: before.status,
    toStatus: move.to,
    note: move.note ?? null,
  });
  if (move.to === "cancelled") {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await returnStock(tx, lines, {
      orderNumber: order.orderNumber,
      reason: move.restockReason ?? "order_cancelled",
      actorId: move.actorId,
    });
  }
  return order;
}
