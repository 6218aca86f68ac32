import { and, asc, eq, lte } from "drizzle-orm";
import type { BackgroundJob } from "#server/jobs.ts";
import type { AppServices } from "#server/services.ts";
import { CARD_ORDER_HOLD_MS } from "./card-checkout.server.ts";
import { moveOrderStatus } from "./order-status.server.ts";
import { CARD_HOLD_MINUTES } from "./order-values.ts";
import { stripeClient, type Stripe } from "./stripe-client.server.ts";
import { orders, type OrderRow } from "./tables.server.ts";

/** Small, because each claimed order may wait on a call to Stripe while its row stays locked. */
const BATCH = 10;

/**
 * Whether an unpaid card order can no longer be paid: its Checkout Session is expired (or expired now, so the buyer
 * cannot pay at minute 31), or it never had one. A completed session is left to the webhook, which marks it paid; if
 * Stripe cannot be asked, the order waits for the next run rather than be released while its payment may go through.
 */
async function cannotBePaid(stripe: Stripe | null, order: OrderRow, services: Pick<AppServices, "logger">) {
  if (!stripe || !order.stripeCheckoutSessionId) return true;
  try {
    const session = await stripe.checkout.sessions.retrieve(order.stripeCheckoutSessionId);
    if (session.status === "open") {
      return (await stripe.checkout.sessions.expire(session.id)).status === "expired";
    }
    return session.status === "expired";
  } catch (error) {
    services.logger.warn({ err: error, orderNumber: order.orderNumber }, "Stripe not reached; order kept for now");
    return false;
  }
}

/**
 * Cancels card orders left unpaid for 30 minutes and puts their stock back (logged as `order_expired`). The due
 * orders are claimed with FOR UPDATE SKIP LOCKED, so instances running this at once never release one twice, and a
 * webhook marking one of them paid waits for the claim and then finds it as the job left it.
 */
export async function releaseUnpaidCardOrders(services: AppServices, now = new Date()): Promise<number> {
  const stripe = stripeClient(services);
  return services.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, "awaiting_payment"),
          eq(orders.paymentMethod, "card"),
          lte(orders.createdAt, new Date(now.getTime() - CARD_ORDER_HOLD_MS)),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    let released = 0;
    for (const order of due) {
      if (!(await cannotBePaid(stripe, order, services))) continue;
      const moved = await moveOrderStatus(tx, {
        orderId: order.id,
        to: "cancelled",
        from: ["awaiting_payment"],
        actorId: null,
        note: `Not paid within ${CARD_HOLD_MINUTES} minutes: released`,
        restockReason: "order_expired",
      });
      if (moved) released += 1;
    }
    return released;
  });
}

export const unpaidCardOrdersJob: BackgroundJob = {
  name: "unpaid-card-orders",
  // Every minute, so an order is released between 30 and 31 minutes after it was placed.
  intervalMs: 60_000,
  run: async (services) => {
    await releaseUnpaidCardOrders(services);
  },
};
