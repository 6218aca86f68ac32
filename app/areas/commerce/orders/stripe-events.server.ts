import { eq } from "drizzle-orm";
import { z } from "#app/lib/zod.ts";
import type { AppServices } from "#server/services.ts";
import { enqueueMails, renderMail } from "#app/areas/messaging/index.server.ts";
import { orderMails } from "./order-mails.server.ts";
import { moveOrderStatus } from "./order-status.server.ts";
import { confirmationPath } from "./place-order.server.ts";
import type { Stripe } from "./stripe-client.server.ts";
import { orderLines, orders, type OrderRow } from "./tables.server.ts";

/** What one of Stripe's events did; a repeated event finds nothing left to do and says "unchanged". */
export type StripeEventOutcome = "paid" | "released" | "unchanged" | "unknown_order" | "ignored";

/** What is read of a Checkout Session; a signed event whose session lacks it is malformed, not a failure to retry. */
const checkoutSessionShape = z.object({
  id: z.string().min(1),
  payment_status: z.string(),
  amount_total: z.number().nullable(),
  currency: z.string().nullable(),
});

const CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "checkout.session.async_payment_failed",
]);

/** The fields of a Checkout event's session that are missing or of another type; empty when it can be acted on. */
export function malformedCheckoutFields(event: Stripe.Event): string[] {
  if (!CHECKOUT_EVENTS.has(event.type)) return [];
  const parsed = checkoutSessionShape.safeParse((event as { data?: { object?: unknown } }).data?.object);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ["data", "object", ...issue.path].join("."));
}

/**
 * Acts on Stripe's Checkout events (the webhook has verified the signature): a paid session marks its order paid
 * and sends its mails, an expired session or a failed bank payment cancels it and puts its stock back. Every move is
 * conditional on the order still awaiting payment, so Stripe's retries and duplicates change nothing twice.
 */
export async function handleStripeEvent(
  services: Pick<AppServices, "db" | "config" | "logger">,
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
      // An unpaid completed session is a bank debit still settling; its async_payment_* event follows.
      if (event.data.object.payment_status !== "paid") return "unchanged";
      return markPaid(services, event.data.object, event.id);
    case "checkout.session.async_payment_succeeded":
      return markPaid(services, event.data.object, event.id);
    case "checkout.session.expired":
      return release(services, event.data.object, `Stripe Checkout expired unpaid (${event.id})`);
    case "checkout.session.async_payment_failed":
      return release(services, event.data.object, `Stripe reported the payment failed (${event.id})`);
    default:
      return "ignored";
  }
}

async function orderOfSession(
  services: Pick<AppServices, "db" | "logger">,
  session: Stripe.Checkout.Session,
): Promise<OrderRow | null> {
  const [order] = await services.db.select().from(orders).where(eq(orders.stripeCheckoutSessionId, session.id));
  if (order) return order;
  // Acknowledged all the same: Stripe would retry for days an event no retry can place (another site's session).
  services.logger.warn(
    { sessionId: session.id, clientReferenceId: session.client_reference_id },
    "Stripe event for a Checkout Session of no order",
  );
  return null;
}

async function markPaid(
  services: Pick<AppServices, "db" | "config" | "logger">,
  session: Stripe.Checkout.Session,
  eventId: string,
): Promise<StripeEventOutcome> {
  const order = await orderOfSession(services, session);
  if (!order) return "unknown_order";
  if (session.amount_total !== order.totalCents || session.currency !== "usd") {
    services.logger.error(
      { orderNumber: order.orderNumber, amountTotal: session.amount_total, currency: session.currency },
      "Stripe's paid amount differs from the order's total: left for staff",
    );
    return "unchanged";
  }
  return services.db.transaction(async (tx) => {
    const paid = await moveOrderStatus(tx, {
      orderId: order.id,
      to: "paid",
      from: ["awaiting_payment"],
      actorId: null,
      note: `Card payment confirmed by Stripe (${eventId})`,
    });
    if (!paid) {
      const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      if (current?.status === "cancelled") await alertPaidAfterCancel(tx, services, order, eventId);
      return "unchanged";
    }
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const confirmationUrl = new URL(confirmationPath(paid.orderNumber), services.config.SITE_URL).toString();
    await enqueueMails(tx, orderMails(paid, lines, confirmationUrl, services.config.SALES_EMAIL));
    return "paid";
  });
}

/**
 * A payment for an order that staff cancelled meanwhile: money was taken for goods no longer held. Nothing is undone
 * automatically; the office is told to refund it in Stripe's dashboard or to reinstate the order.
 */
async function alertPaidAfterCancel(
  tx: AppServices["db"],
  services: Pick<AppServices, "config" | "logger">,
  order: OrderRow,
  eventId: string,
) {
  services.logger.error({ orderNumber: order.orderNumber, eventId }, "Stripe reports payment for a cancelled order");
  const salesEmail = services.config.SALES_EMAIL;
  if (!salesEmail) return;
  await enqueueMails(tx, [
    {
      kind: "order_paid_after_cancel",
      to: salesEmail,
      subject: `Payment received for cancelled order ${order.orderNumber}`,
      ...renderMail({
        heading: "Payment for a cancelled order",
        paragraphs: [
          `Stripe reports that ${order.contactName} (${order.contactEmail}) paid order ${order.orderNumber}, which is cancelled and whose items were put back in stock.`,
          "Refund the payment in Stripe's dashboard, or call the buyer and place the order again.",
        ],
      }),
    },
  ]);
}

async function release(
  services: Pick<AppServices, "db" | "logger">,
  session: Stripe.Checkout.Session,
  note: string,
): Promise<StripeEventOutcome> {
  const order = await orderOfSession(services, session);
  if (!order) return "unknown_order";
  const released = await services.db.transaction((tx) =>
    moveOrderStatus(tx, {
      orderId: order.id,
      to: "cancelled",
      from: ["awaiting_payment"],
      actorId: null,
      note,
      restockReason: "order_expired",
    }),
  );
  return released ? "released" : "unchanged";
}
