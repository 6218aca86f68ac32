import { defineApi, type ApiRequest } from "#server/http/api-route.ts";
import { invalid } from "#server/domain-errors.ts";
import { parseInput, validationMessage } from "#server/http/errors.ts";
import { idempotencyKeyOf, requestFingerprint } from "#server/http/idempotency-key.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { createRateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";
import { startCardPayment } from "./card-checkout.server.ts";
import { browserKeyHash, browserKeyOf, newBrowserKey, orderCookieHeader } from "./order-cookie.server.ts";
import { loadOrderConfirmation } from "./order-confirmation.server.ts";
import { orderInputSchema, type OrderInput } from "./order-schema.ts";
import { placeOrder, repeatedOrder, STOCK_SHORT_MESSAGE, type OrderOwner } from "./place-order.server.ts";
import { stripeClient } from "./stripe-client.server.ts";

export const ORDER_RATE_LIMIT_MESSAGE = "Too many orders from your network. Please try again in an hour or call us.";
export const CARD_PAYMENT_NOT_OFFERED = "Card payment is not offered; please choose Pay by invoice";
export const IDEMPOTENCY_KEY_REQUIRED = "Send an Idempotency-Key header, so that a retried order is not placed twice";

const orderLimit = perApplication((services) =>
  createRateLimit(services.database, {
    name: "orders-ip",
    points: services.config.ORDER_RATE_LIMIT_PER_HOUR,
    durationSeconds: 3600,
    message: ORDER_RATE_LIMIT_MESSAGE,
  }),
);

/**
 * A new order counts against its client's hourly limit; a repeat (an order placed before under the same key), or a
 * request that fails, gives its point back. The key is looked up before the order's transaction only when the limit
 * is reached, so a retry at the limit still gets its order; otherwise the order's insert fails on the unique key and
 * the repeat is answered after its rollback (decisions 0149, 0166).
 */
async function placeCountedOrder(req: ApiRequest, input: OrderInput, owner: OrderOwner) {
  const limit = orderLimit(req.services);
  const clientKey = clientRateLimitKey(req);
  try {
    await limit.consume(clientKey);
  } catch (limited) {
    const repeat = await repeatedOrder(req.services.db, owner);
    if (repeat) return repeat;
    throw limited;
  }
  const placed = await placeOrder(req.services, input, owner).catch(async (error: unknown) => {
    await limit.refund(clientKey);
    throw error;
  });
  if (placed.outcome === "placed" && !placed.created) await limit.refund(clientKey);
  return placed;
}

export const ordersApi = [
  defineApi("post", "/api/orders", "public", async (req, res) => {
    const idempotencyKey = idempotencyKeyOf(req);
    if (!idempotencyKey) throw invalid(validationMessage, { idempotencyKey: IDEMPOTENCY_KEY_REQUIRED });
    const input = parseInput(orderInputSchema, req.body);
    const stripe = stripeClient(req.services);
    if (input.paymentMethod === "card" && !stripe) {
      throw invalid(validationMessage, { paymentMethod: CARD_PAYMENT_NOT_OFFERED });
    }
    const { secret, config } = req.services;
    const browserKey = browserKeyOf(req.headers.cookie, secret) ?? newBrowserKey();
    const placed = await placeCountedOrder(req, input, {
      idempotencyKey,
      requestFingerprint: requestFingerprint(req),
      userId: req.user?.id ?? null,
      browserKeyHash: browserKeyHash(secret, browserKey),
    });
    if (placed.outcome === "short") {
      res.status(409).json({ message: STOCK_SHORT_MESSAGE, problems: placed.problems });
      return;
    }
    if (placed.created) req.services.mailWorker.wake();
    const { order, answer } = placed;
    const paysByCard = order.paymentMethod === "card" && order.status === "awaiting_payment";
    // A repeat of a card order gets the same session back (Stripe's idempotency key is the order's).
    const paymentUrl = paysByCard ? await startCardPayment(req.services, order) : undefined;
    res.append("Set-Cookie", orderCookieHeader(config, secret, browserKey));
    res.status(201).json(paymentUrl ? { ...answer, paymentUrl } : answer);
  }),
  defineApi("get", "/api/orders/:orderNumber", "public", (req) =>
    loadOrderConfirmation(req.services, String(req.params.orderNumber), req.user, req.headers.cookie ?? null),
  ),
];
