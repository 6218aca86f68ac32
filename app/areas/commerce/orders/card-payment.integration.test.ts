import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import { raceTest } from "#tests/support/race-test.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { insertTestProduct } from "#tests/support/orders.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { startStripeFake, type FakeSession, type StripeFake } from "#tests/support/stripe-fake.ts";
import { createTestUser } from "#tests/support/users.ts";
import { inventoryAdjustments } from "#app/areas/commerce/inventory/index.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import { CARD_PAYMENT_UNAVAILABLE } from "./card-checkout.server.ts";
import { releaseUnpaidCardOrders } from "./card-release-job.server.ts";
import { CARD_AWAITING_CONFIRMATION, CARD_PAID } from "./next-steps.ts";
import { CARD_ORDER_PAID_BY_STRIPE_ONLY } from "./order-values.ts";
import { checkoutPaymentMethods } from "./stripe-client.server.ts";
import { STRIPE_NOT_CONFIGURED, STRIPE_SIGNATURE_REFUSED } from "./stripe-webhook-api.server.ts";
import { orderEvents, orders } from "./tables.server.ts";

const SALES = "sales@shasta-solar.test";
const WEBHOOK_SECRET = "whsec_testsecret123";
let stripe: StripeFake;
let testApp: TestApp;
beforeAll(async () => {
  stripe = await startStripeFake();
  testApp = await createTestApp({
    SALES_EMAIL: SALES,
    ORDER_RATE_LIMIT_PER_HOUR: "1000",
    STRIPE_SECRET_KEY: "sk_test_fakekey",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await testApp.close();
  await stripe.close();
});

const db = () => testApp.services.db;

const cardOrder = (sku: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  items: [{ sku, quantity, ...extra }],
  contact: { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199" },
  delivery: { method: "ship", address: { line1: "1450 Court St", city: "Redding", state: "CA", postalCode: "96001" } },
  paymentMethod: "card",
});

const postOrder = (app: TestApp, body: unknown, key: string = randomUUID()) =>
  request(app.app)
    .post("/api/orders")
    .set("Idempotency-Key", key)
    .send(body as object);

const stockOf = async (sku: string, app = testApp) =>
  (await app.services.db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0]!.stock;
const orderOf = async (orderNumber: string) =>
  (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
const sessionOf = async (orderNumber: string) =>
  stripe.sessions.get((await orderOf(orderNumber)).stripeCheckoutSessionId!)!;
const mailsAbout = (orderNumber: string) =>
  db()
    .select({ kind: mailOutbox.kind, to: mailOutbox.to, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(sql`${mailOutbox.subject} like ${`%${orderNumber}%`}`);
const eventsOf = async (orderNumber: string) =>
  db()
    .select({ fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus, note: orderEvents.note })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, (await orderOf(orderNumber)).id))
    .orderBy(orderEvents.at);

/** Delivers an event as Stripe's servers do: JSON in its own bytes, signed, from no browser origin. */
const deliver = (delivery: { body: string; signature: string }) =>
  request(testApp.app)
    .post("/api/stripe/webhook")
    .set("Content-Type", "application/json; charset=utf-8")
    .set("User-Agent", "Stripe/1.0 (+https://stripe.com/docs/webhooks)")
    .set("Stripe-Signature", delivery.signature)
    .send(delivery.body);

async function placeCardOrder(stock = 5, quantity = 2) {
  const sku = await insertTestProduct(db(), stock, 10_000);
  const res = await postOrder(testApp, cardOrder(sku, quantity));
  expect(res.status).toBe(201);
  return { sku, orderNumber: res.body.orderNumber as string, res };
}

describe("card payment through Stripe Checkout", () => {
  it("offers card at checkout when both keys are set, and none without them", () => {
    expect(checkoutPaymentMethods(testApp.services.config)).toEqual(["invoice", "card"]);
    expect(checkoutPaymentMethods(parseConfig({}))).toEqual(["invoice"]);
  });

  it("creates the order, takes the stock and opens a Checkout Session at the server's prices, whatever the body says", async () => {
    const sku = await insertTestProduct(db(), 5, 10_000);
    const res = await postOrder(testApp, { ...cardOrder(sku, 2, { priceCents: 1, unitPriceCents: 1 }), totalCents: 2 });
    expect(res.status).toBe(201);
    const order = await orderOf(res.body.orderNumber);
    expect(res.body).toEqual({
      orderNumber: order.orderNumber,
      status: "awaiting_payment",
      totalCents: order.totalCents,
      confirmationUrl: `/shop/order/confirmation/${order.orderNumber}`,
      paymentUrl: `https://checkout.stripe.test/c/pay/${order.stripeCheckoutSessionId}`,
    });
    expect(order).toMatchObject({ paymentMethod: "card", subtotalCents: 20_000, shippingCents: 1_500 });
    expect(order.taxCents).toBeGreaterThan(0);
    expect(await stockOf(sku)).toBe(3);

    const created = stripe.requests.find(
      (sent) => sent.path === "/v1/checkout/sessions" && sent.params.client_reference_id === order.orderNumber,
    )!;
    expect(created.authorization).toBe("Bearer sk_test_fakekey");
    expect(created.idempotencyKey).toBe(`checkout-session-${order.id}`);
    const siteUrl = testApp.services.config.SITE_URL;
    expect(created.params).toMatchObject({
      mode: "payment",
      "allowed_payment_method_types[0]": "card",
      "metadata[orderNumber]": order.orderNumber,
      customer_email: "maria@example.com",
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "10000",
      "line_items[0][price_data][product_data][name]": `Test monitor ${sku} (${sku})`,
      "line_items[1][price_data][product_data][name]": "California sales tax",
      "line_items[1][price_data][unit_amount]": String(order.taxCents),
      "line_items[2][price_data][product_data][name]": "Shipping",
      "line_items[2][price_data][unit_amount]": "1500",
      success_url: `${siteUrl}/shop/order/confirmation/${order.orderNumber}`,
      cancel_url: `${siteUrl}/shop/order/confirmation/${order.orderNumber}?payment=cancelled`,
    });
    expect((await sessionOf(order.orderNumber)).amount_total).toBe(order.totalCents);
    // The buyer's confirmation and the office's notice wait for the payment.
    expect(await mailsAbout(order.orderNumber)).toEqual([]);
  });

  it("answers a retry with the same Idempotency-Key with the same order and Stripe page; another body is a 422", async () => {
    const sku = await insertTestProduct(db(), 5, 10_000);
    const key = randomUUID();
    const first = await postOrder(testApp, cardOrder(sku), key);
    const retry = await postOrder(testApp, cardOrder(sku), key);
    const other = await postOrder(testApp, { ...cardOrder(sku), items: [{ sku, quantity: 2 }] }, key);
    expect([first.status, retry.status, other.status]).toEqual([201, 201, 422]);
    expect(retry.body).toEqual(first.body);
    expect(other.body.errors).toEqual({
      idempotencyKey: "This Idempotency-Key was already used for a different request",
    });
    expect(await stockOf(sku)).toBe(4);
    const opened = [...stripe.sessions.values()].filter((s) => s.client_reference_id === first.body.orderNumber);
    expect(opened).toHaveLength(1);
  });

  raceTest("opens one order and one Stripe page for two requests at once with the same Idempotency-Key", async () => {
    const sku = await insertTestProduct(db(), 5, 10_000);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      postOrder(testApp, cardOrder(sku), key),
      postOrder(testApp, cardOrder(sku), key),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await stockOf(sku)).toBe(4);
    const opened = [...stripe.sessions.values()].filter((s) => s.client_reference_id === first.body.orderNumber);
    expect(opened).toHaveLength(1);
  });

  it("marks the order paid on a signed checkout.session.completed, once however often Stripe sends it", async () => {
    const { orderNumber } = await placeCardOrder();
    const delivery = stripe.event(
      "checkout.session.completed",
      stripe.pay((await orderOf(orderNumber)).stripeCheckoutSessionId!),
      WEBHOOK_SECRET,
    );
    const first = await deliver(delivery);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect((await orderOf(orderNumber)).status).toBe("paid");
    const again = await deliver(delivery);
    expect(again.status).toBe(200);
    expect((await orderOf(orderNumber)).status).toBe("paid");
    expect(await eventsOf(orderNumber)).toEqual([
      { fromStatus: null, toStatus: "awaiting_payment", note: null },
      { fromStatus: "awaiting_payment", toStatus: "paid", note: `Card payment confirmed by Stripe (${delivery.id})` },
    ]);
    const mails = await mailsAbout(orderNumber);
    expect(mails).toHaveLength(2);
    expect(mails).toEqual(
      expect.arrayContaining([
        { kind: "order_paid", to: "maria@example.com", subject: `Your order ${orderNumber} is paid` },
        expect.objectContaining({ kind: "order_office", to: SALES }),
      ]),
    );
  });

  it("refuses staff marking an unpaid card order paid, as only Stripe's webhook does, and lets them cancel it", async () => {
    const { sku, orderNumber } = await placeCardOrder(5, 1);
    const admin = await createTestUser(testApp, { userType: "admin" });
    const moveTo = async (status: string) =>
      request(testApp.app)
        .post(`/api/admin/orders/${(await orderOf(orderNumber)).id}/status`)
        .set("Cookie", await signedInCookie(testApp, admin.id))
        .send({ status });

    const paid = await moveTo("paid");
    expect(paid.status).toBe(409);
    expect(paid.body).toEqual({ message: CARD_ORDER_PAID_BY_STRIPE_ONLY });
    expect((await orderOf(orderNumber)).status).toBe("awaiting_payment");
    expect(await eventsOf(orderNumber)).toHaveLength(1);
    expect(await mailsAbout(orderNumber)).toEqual([]);

    expect((await moveTo("cancelled")).body).toMatchObject({ orderNumber, status: "cancelled" });
    expect(await stockOf(sku)).toBe(5);
  });

  it("shows the buyer 'awaiting payment confirmation' on return from Stripe, and paid only after the webhook", async () => {
    const { orderNumber, res } = await placeCardOrder();
    const orderCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? [])[0]!.split(";")[0]!;
    const view = () => request(testApp.app).get(`/api/orders/${orderNumber}`).set("Cookie", orderCookie);
    // The buyer pays and Stripe sends the browser back before (or without) its event: the page does not take its word.
    stripe.pay((await orderOf(orderNumber)).stripeCheckoutSessionId!);
    const returned = await view();
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ status: "awaiting_payment", paymentMethod: "card" });
    expect(returned.body.nextSteps).toEqual(CARD_AWAITING_CONFIRMATION);
    await deliver(stripe.event("checkout.session.completed", await sessionOf(orderNumber), WEBHOOK_SECRET));
    const confirmed = await view();
    expect(confirmed.body.status).toBe("paid");
    expect(confirmed.body.nextSteps).toContain(CARD_PAID);
  });

  it("marks a bank payment paid on async_payment_succeeded, not on the completed-but-unpaid event before it", async () => {
    const { orderNumber } = await placeCardOrder();
    const session = await sessionOf(orderNumber);
    const settling = { ...session, status: "complete" as const, payment_status: "unpaid" as const };
    expect((await deliver(stripe.event("checkout.session.completed", settling, WEBHOOK_SECRET))).status).toBe(200);
    expect((await orderOf(orderNumber)).status).toBe("awaiting_payment");
    const settled = { ...settling, payment_status: "paid" as const };
    expect(
      (await deliver(stripe.event("checkout.session.async_payment_succeeded", settled, WEBHOOK_SECRET))).status,
    ).toBe(200);
    expect((await orderOf(orderNumber)).status).toBe("paid");
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { orderNumber } = await placeCardOrder();
    const paid = stripe.pay((await orderOf(orderNumber)).stripeCheckoutSessionId!);
    const genuine = stripe.event("checkout.session.completed", paid, WEBHOOK_SECRET);
    const forgedSecret = stripe.event("checkout.session.completed", paid, "whsec_someoneelse");
    const tampered = {
      body: genuine.body.replace('"livemode":false', '"livemode":true'),
      signature: genuine.signature,
    };
    for (const delivery of [forgedSecret, tampered, { body: genuine.body, signature: "" }]) {
      const res = await deliver(delivery);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: STRIPE_SIGNATURE_REFUSED });
    }
    expect((await orderOf(orderNumber)).status).toBe("awaiting_payment");
    expect(await eventsOf(orderNumber)).toHaveLength(1);
    expect(await mailsAbout(orderNumber)).toEqual([]);
  });

  it("cancels and restocks on checkout.session.expired, once", async () => {
    const { sku, orderNumber } = await placeCardOrder(5, 2);
    expect(await stockOf(sku)).toBe(3);
    const session = await sessionOf(orderNumber);
    const delivery = stripe.event("checkout.session.expired", { ...session, status: "expired" }, WEBHOOK_SECRET);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await orderOf(orderNumber)).status).toBe("cancelled");
    expect(await stockOf(sku)).toBe(5);
    const restocked = await db()
      .select({ reason: inventoryAdjustments.reason, change: inventoryAdjustments.quantityChange })
      .from(inventoryAdjustments)
      .where(and(eq(inventoryAdjustments.orderNumber, orderNumber), eq(inventoryAdjustments.reason, "order_expired")));
    expect(restocked).toEqual([{ reason: "order_expired", change: 2 }]);
  });

  it("reads the webhook's body under the app's size limit, as bytes the JSON parser never touched", async () => {
    const tooLarge = await deliver({ body: `{"pad":"${"x".repeat(120 * 1024)}"}`, signature: "t=1,v1=00" });
    expect(tooLarge.status).toBe(413);
    const { orderNumber } = await placeCardOrder();
    const delivery = stripe.event(
      "checkout.session.completed",
      stripe.pay((await orderOf(orderNumber)).stripeCheckoutSessionId!),
      WEBHOOK_SECRET,
    );
    // Same JSON, other bytes: a parser's re-serialisation would verify neither.
    const reformatted = { body: JSON.stringify(JSON.parse(delivery.body), null, 2), signature: delivery.signature };
    expect((await deliver(reformatted)).status).toBe(400);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await orderOf(orderNumber)).status).toBe("paid");
  });

  it("answers a signed event whose session is malformed with 400, not a 500", async () => {
    for (const session of [null, {}, { id: 7, payment_status: "paid" }]) {
      const res = await deliver(stripe.event("checkout.session.completed", session as never, WEBHOOK_SECRET));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "The event's Checkout Session lacks the fields it is read by" });
    }
  });

  it("acknowledges an event about a session of no order with 200", async () => {
    const stranger = { ...(await sessionOf((await placeCardOrder()).orderNumber)), id: "cs_test_notours" };
    const res = await deliver(stripe.event("checkout.session.completed", stranger as FakeSession, WEBHOOK_SECRET));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
  });

  it("cancels the order and puts its stock back when Stripe cannot be reached, answering 503", async () => {
    const sku = await insertTestProduct(db(), 4, 10_000);
    stripe.down = true;
    try {
      const res = await postOrder(testApp, cardOrder(sku, 3));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: CARD_PAYMENT_UNAVAILABLE });
    } finally {
      stripe.down = false;
    }
    expect(await stockOf(sku)).toBe(4);
    const [order] = await db()
      .select()
      .from(orders)
      .where(
        sql`${orders.contactEmail} = 'maria@example.com' and ${orders.status} = 'cancelled' and exists (select 1 from order_lines where order_lines.order_id = ${orders.id} and order_lines.sku = ${sku})`,
      );
    expect(order?.stripeCheckoutSessionId).toBeNull();
  });
});

describe("the release of unpaid card orders", () => {
  const placedMinutesAgo = (orderNumber: string, minutes: number) =>
    db()
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(orders.orderNumber, orderNumber));

  it("after 30 minutes expires the session, cancels and restocks; leaves paid and younger orders alone", async () => {
    const expired = await placeCardOrder(5, 2);
    const young = await placeCardOrder(5, 1);
    const paid = await placeCardOrder(5, 1);
    const settling = await placeCardOrder(5, 1);
    await placedMinutesAgo(expired.orderNumber, 31);
    await placedMinutesAgo(young.orderNumber, 29);
    await placedMinutesAgo(paid.orderNumber, 31);
    await placedMinutesAgo(settling.orderNumber, 31);
    const paidSession = stripe.pay((await orderOf(paid.orderNumber)).stripeCheckoutSessionId!);
    await deliver(stripe.event("checkout.session.completed", paidSession, WEBHOOK_SECRET));
    // Paid on Stripe's page, but the webhook has not arrived yet: the webhook decides, not the job.
    stripe.pay((await orderOf(settling.orderNumber)).stripeCheckoutSessionId!);

    expect(await releaseUnpaidCardOrders(testApp.services)).toBeGreaterThanOrEqual(1);

    expect((await orderOf(expired.orderNumber)).status).toBe("cancelled");
    expect((await sessionOf(expired.orderNumber)).status).toBe("expired");
    expect(await stockOf(expired.sku)).toBe(5);
    expect((await eventsOf(expired.orderNumber)).at(-1)).toEqual({
      fromStatus: "awaiting_payment",
      toStatus: "cancelled",
      note: "Not paid within 30 minutes: released",
    });
    expect((await orderOf(young.orderNumber)).status).toBe("awaiting_payment");
    expect(await stockOf(young.sku)).toBe(4);
    expect((await orderOf(paid.orderNumber)).status).toBe("paid");
    expect(await stockOf(paid.sku)).toBe(4);
    expect((await orderOf(settling.orderNumber)).status).toBe("awaiting_payment");

    expect(await releaseUnpaidCardOrders(testApp.services)).toBe(0);
    expect(await stockOf(expired.sku)).toBe(5);
  });

  // Two instances' runs side by side need two connections: PostgreSQL's (PGlite runs one transaction at a time).
  it.runIf(process.env.TEST_DATABASE_URL)(
    "run twice at once, releases a due order once: one claim, one call to Stripe, one restock",
    async () => {
      const { sku, orderNumber } = await placeCardOrder(5, 2);
      await placedMinutesAgo(orderNumber, 31);
      const sessionPath = `/v1/checkout/sessions/${(await orderOf(orderNumber)).stripeCheckoutSessionId}`;

      const runs = await Promise.all([
        releaseUnpaidCardOrders(testApp.services),
        releaseUnpaidCardOrders(testApp.services),
      ]);

      expect(runs[0] + runs[1]).toBe(1);
      expect((await orderOf(orderNumber)).status).toBe("cancelled");
      expect(await stockOf(sku)).toBe(5);
      const restocks = await db()
        .select({ reason: inventoryAdjustments.reason, quantityChange: inventoryAdjustments.quantityChange })
        .from(inventoryAdjustments)
        .where(
          and(eq(inventoryAdjustments.orderNumber, orderNumber), eq(inventoryAdjustments.reason, "order_expired")),
        );
      expect(restocks).toEqual([{ reason: "order_expired", quantityChange: 2 }]);
      expect((await eventsOf(orderNumber)).filter((event) => event.toStatus === "cancelled")).toHaveLength(1);
      const asked = stripe.requests.filter((sent) => sent.path.startsWith(sessionPath));
      expect(asked.map((sent) => `${sent.method} ${sent.path.slice(sessionPath.length)}`)).toEqual([
        "GET ",
        "POST /expire",
      ]);
    },
  );
});

describe("without the Stripe keys", () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ ORDER_RATE_LIMIT_PER_HOUR: "1000" });
  });
  afterAll(() => plain.close());

  it("refuses a card order with 400 naming the field, reserving nothing, and has no webhook", async () => {
    const sku = await insertTestProduct(plain.services.db, 3, 10_000);
    const res = await postOrder(plain, cardOrder(sku));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ paymentMethod: "Card payment is not offered; please choose Pay by invoice" });
    expect(await stockOf(sku, plain)).toBe(3);
    const webhook = await request(plain.app).post("/api/stripe/webhook").set("Stripe-Signature", "t=1,v1=x").send({});
    expect(webhook.status).toBe(404);
    expect(webhook.body).toEqual({ message: STRIPE_NOT_CONFIGURED });
  });
});
