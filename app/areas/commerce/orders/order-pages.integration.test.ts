import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestProduct, placeTestOrder } from "#tests/support/orders.ts";
import { startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { startStripeFake, type StripeFake } from "#tests/support/stripe-fake.ts";
import { createTestUser } from "#tests/support/users.ts";
import { CARD_ORDER_PAID_BY_STRIPE_ONLY } from "./order-values.ts";
import { orders } from "./tables.server.ts";

/** The pages an order is seen on: the buyer's confirmation, and the back office's list with its status buttons. */
let stripe: StripeFake;
let server: PageServer;
let clientCookie: string;
let adminCookie: string;
beforeAll(async () => {
  stripe = await startStripeFake();
  server = await startPageServer({
    ORDER_RATE_LIMIT_PER_HOUR: "1000",
    STRIPE_SECRET_KEY: "sk_test_fakekey",
    STRIPE_WEBHOOK_SECRET: "whsec_testsecret123",
    STRIPE_API_BASE: stripe.url,
  });
  const { testApp } = server;
  clientCookie = await signedInCookie(testApp, (await createTestUser(testApp)).id);
  adminCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "admin" })).id);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

async function send(path: string, cookie: string, form?: Record<string, string>) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      Cookie: cookie,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  return { status: res.status, text: await res.text() };
}

/** The confirmation page and its `.data` request answer the same status. */
async function expectPage(orderNumber: string, cookie: string, status: number) {
  const page = `/shop/order/confirmation/${orderNumber}`;
  expect((await send(page, cookie)).status, cookie).toBe(status);
  expect((await send(`${page}.data`, cookie)).status, cookie).toBe(status);
}

describe("the order confirmation page", () => {
  it("of an order placed without an account: its browser only; another browser with its own order cookie, or a signed-in client, gets 404", async () => {
    const placed = await placeTestOrder(server.testApp);
    const [order] = await server.testApp.services.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.orderNumber, placed.orderNumber));
    expect(order!.userId).toBeNull();
    const other = await placeTestOrder(server.testApp);
    await expectPage(placed.orderNumber, placed.orderCookie, 200);
    await expectPage(other.orderNumber, other.orderCookie, 200);

    await expectPage(placed.orderNumber, other.orderCookie, 404);
    await expectPage(placed.orderNumber, clientCookie, 404);
    await expectPage(placed.orderNumber, `${clientCookie}; ${other.orderCookie}`, 404);
  });

  it("of a client's order: another signed-in client gets 404", async () => {
    const owner = await signedInCookie(server.testApp, (await createTestUser(server.testApp)).id);
    const { orderNumber } = await placeTestOrder(server.testApp, owner);
    await expectPage(orderNumber, owner, 200);
    await expectPage(orderNumber, clientCookie, 404);
  });
});

describe("the back office's orders list", () => {
  it("offers no 'Mark paid' for an unpaid card order, and a posted one is refused with the reason on the page", async () => {
    const sku = await insertTestProduct(server.testApp.services.db, 5);
    const card = await request(server.testApp.app)
      .post("/api/orders")
      .set("Idempotency-Key", randomUUID())
      .send({
        items: [{ sku, quantity: 1 }],
        contact: { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199" },
        delivery: { method: "pickup" },
        billingAddress: { line1: "1450 Court St", city: "Redding", state: "CA", postalCode: "96001" },
        paymentMethod: "card",
      });
    expect(card.status).toBe(201);
    const invoice = await placeTestOrder(server.testApp);
    const listOf = (orderNumber: string) => send(`/platform/inventory/orders?search=${orderNumber}`, adminCookie);

    const cardList = await listOf(card.body.orderNumber);
    expect(cardList.text).toContain(card.body.orderNumber);
    expect(cardList.text).toContain("Cancel order");
    expect(cardList.text).not.toContain("Mark paid");
    expect((await listOf(invoice.orderNumber)).text).toContain("Mark paid");

    const [order] = await server.testApp.services.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, card.body.orderNumber));
    const posted = await send("/platform/inventory/orders", adminCookie, {
      intent: "order-status",
      orderId: order!.id,
      status: "paid",
    });
    expect(posted.status).toBe(409);
    expect(posted.text).toContain(CARD_ORDER_PAID_BY_STRIPE_ONLY);
  });
});
