import { and, eq, isNull } from "drizzle-orm";
import { unavailable } from "#server/domain-errors.ts";
import type { AppServices } from "#server/services.ts";
import { CARD_HOLD_MINUTES } from "./order-values.ts";
import { moveOrderStatus } from "./order-status.server.ts";
import { confirmationPath } from "./place-order.server.ts";
import { stripeClient, type Stripe } from "./stripe-client.server.ts";
import { orderLines, orders, type OrderLineRow, type OrderRow } from "./tables.server.ts";

/** An unpaid card order holds its stock this long; then the release job (or Stripe's expiry) lets it go. */
export const CARD_ORDER_HOLD_MS = CARD_HOLD_MINUTES * 60_000;
/**
 * Stripe refuses an `expires_at` less than 30 minutes after the session is made, which is just after the order: a
 * minute's margin. The release job expires the session itself at 30 minutes, so the buyer never gets the extra one.
 */
const SESSION_LIFETIME_MS = CARD_ORDER_HOLD_MS + 60_000;

export const CARD_PAYMENT_UNAVAILABLE =
  "Card payment is not available right now, so your order was cancelled and nothing was charged. Please try again in a few minutes, or choose Pay by invoice.";

/**
 * The Checkout Session for an order, from the order's own stored amounts (the server's prices): one line item per
 * order line, sales tax and shipping as line items of their own, in cents, in US dollars. Everything is derived from
 * the order, so the same order always asks Stripe for the same session (its idempotency key then gives it back).
 */
export function checkoutSessionParams(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  siteUrl: string,
): Stripe.Checkout.SessionCreateParams {
  const item = (name: string, unitAmount: number, quantity = 1) => ({
    quantity,
    price_data: { currency: "usd", unit_amount: unitAmount, product_data: { name } },
  });
  const confirmationUrl = new URL(confirmationPath(order.orderNumber), siteUrl).toString();
  return {
    mode: "payment",
    // Cards only: a bank debit settles days later, long after the order's 30-minute hold.
    allowed_payment_method_types: ["card"],
    client_reference_id: order.orderNumber,
    metadata: { orderNumber: order.orderNumber },
    customer_email: order.contactEmail,
    line_items: [
      ...lines.map((line) => item(`${line.name} (${line.sku})`, line.unitPriceCents, line.quantity)),
      ...(order.taxCents > 0 ? [item("California sales tax", order.taxCents)] : []),
      ...(order.shippingCents > 0 ? [item("Shipping", order.shippingCents)] : []),
    ],
    success_url: confirmationUrl,
    // Back to the order's page, which says honestly that it is not paid and when its items are released.
    cancel_url: `${confirmationUrl}?payment=cancelled`,
    expires_at: Math.floor((order.createdAt.getTime() + SESSION_LIFETIME_MS) / 1000),
  };
}

/**
 * Opens Stripe Checkout for a card order and answers the URL the browser goes to. The session's id is stored on the
 * order, so Stripe's events find it. If Stripe cannot be reached (or refuses), the order is cancelled and its stock
 * put back at once, and the buyer is told so with a 503: an order nobody can pay never holds stock.
 */
export async function startCardPayment(services: AppServices, order: OrderRow): Promise<string> {
  const stripe = stripeClient(services);
  if (!stripe) throw new Error("startCardPayment without Stripe settings");
  const lines = await services.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  try {
    const session = await stripe.checkout.sessions.create(
      checkoutSessionParams(order, lines, services.config.SITE_URL),
      { idempotencyKey: `checkout-session-${order.id}` },
    );
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
    await services.db
      .update(orders)
      .set({ stripeCheckoutSessionId: session.id })
      .where(and(eq(orders.id, order.id), isNull(orders.stripeCheckoutSessionId)));
    return session.url;
  } catch (error) {
    services.logger.error({ err: error, orderNumber: order.orderNumber }, "Stripe Checkout Session not created");
    await services.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ sessionId: orders.stripeCheckoutSessionId })
        .from(orders)
        .where(eq(orders.id, order.id))
        .for("update");
      // A racing repeat of this order did open its session: that one stands.
      if (current?.sessionId) return;
      await moveOrderStatus(tx, {
        orderId: order.id,
        to: "cancelled",
        from: ["awaiting_payment"],
        actorId: null,
        note: "Stripe could not open the card payment",
      });
    });
    throw unavailable(CARD_PAYMENT_UNAVAILABLE);
  }
}
