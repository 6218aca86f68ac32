import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { raceTest } from "#tests/support/race-test.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestProduct } from "#tests/support/orders.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";
import { inventoryAdjustments } from "#app/areas/commerce/inventory/index.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import { ORDER_NUMBER_PATTERN } from "./order-number.server.ts";
import { orderEvents, orderLines, orders } from "./tables.server.ts";

const SALES = "sales@shasta-solar.test";
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SALES_EMAIL: SALES, ORDER_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

const db = () => testApp.services.db;

const address = { line1: "1450 Court St", city: "Redding", state: "CA", postalCode: "96001" };

function orderBody(sku: string, overrides: Record<string, unknown> = {}) {
  return {
    items: [{ sku, quantity: 1 }],
    contact: { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199" },
    delivery: { method: "ship", address },
    paymentMethod: "invoice",
    ...overrides,
  };
}

const postOrder = (body: unknown, key: string = randomUUID(), cookie?: string) => {
  const req = request(testApp.app).post("/api/orders").set("Idempotency-Key", key);
  return (cookie ? req.set("Cookie", cookie) : req).send(body as object);
};

const stockOf = async (sku: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0]!.stock;

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");

describe("POST /api/orders", () => {
  it("places the order at the server's prices, whatever the body says, and takes the stock", async () => {
    const sku = await insertTestProduct(db(), 5, 10_000);
    const res = await postOrder(
      orderBody(sku, {
        items: [{ sku, quantity: 2, priceCents: 1, unitPriceCents: 1 }],
        totalCents: 2,
        subtotalCents: 2,
      }),
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["confirmationUrl", "orderNumber", "status", "totalCents"]);
    expect(res.body.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(res.body.status).toBe("awaiting_payment");
    expect(res.body.confirmationUrl).toBe(`/shop/order/confirmation/${res.body.orderNumber}`);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.body.orderNumber));
    expect(order!.subtotalCents).toBe(20_000);
    expect(order!.shippingCents).toBe(1_500); // 2 kg: the first weight band
    expect(res.body.totalCents).toBe(order!.totalCents);
    expect(order!.totalCents).toBe(order!.subtotalCents + order!.taxCents + order!.shippingCents);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toMatchObject([{ sku, quantity: 2, unitPriceCents: 10_000, lineTotalCents: 20_000 }]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: "awaiting_payment", actorId: null, note: null }]);
    expect(await stockOf(sku)).toBe(3);
    const audit = await db()
      .select()
      .from(inventoryAdjustments)
      .where(eq(inventoryAdjustments.orderNumber, order!.orderNumber));
    expect(audit).toMatchObject([{ reason: "order_placed", quantityChange: -2, stockAfter: 3, actorId: null }]);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order ${order!.orderNumber} and its invoice`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("maria@example.com");
    const office = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "order_office"));
    expect(office.some((mail) => mail.to === SALES && mail.subject.includes(order!.orderNumber))).toBe(true);
  });

  it("answers a retry with the same Idempotency-Key with the first order, placed once; another body with it is a 422", async () => {
    const sku = await insertTestProduct(db(), 5);
    const key = randomUUID();
    const first = await postOrder(orderBody(sku), key);
    const retry = await postOrder(orderBody(sku), key);
    const other = await postOrder(orderBody(sku, { items: [{ sku, quantity: 3 }] }), key);
    expect([first.status, retry.status, other.status]).toEqual([201, 201, 422]);
    expect(retry.body).toEqual(first.body);
    expect(other.body.errors).toEqual({
      idempotencyKey: "This Idempotency-Key was already used for a different request",
    });
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await stockOf(sku)).toBe(4);
  });

  it("answers a retry of an order that took the last units with that order, not with the shortage it left", async () => {
    const sku = await insertTestProduct(db(), 2);
    const key = randomUUID();
    const first = await postOrder(orderBody(sku, { items: [{ sku, quantity: 2 }] }), key);
    const retry = await postOrder(orderBody(sku, { items: [{ sku, quantity: 2 }] }), key);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await stockOf(sku)).toBe(0);
    const newOrder = await postOrder(orderBody(sku, { items: [{ sku, quantity: 2 }] }));
    expect(newOrder.status).toBe(409);
    expect(newOrder.body.problems).toEqual([{ sku, available: 0 }]);
  });

  raceTest("places one order for two requests at once with the same Idempotency-Key; both get it", async () => {
    const sku = await insertTestProduct(db(), 5);
    const key = randomUUID();
    const [first, second] = await Promise.all([postOrder(orderBody(sku), key), postOrder(orderBody(sku), key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await stockOf(sku)).toBe(4);
  });

  it("refuses control characters in the name and the address, naming each field", async () => {
    const sku = await insertTestProduct(db(), 5);
    const res = await postOrder(
      orderBody(sku, {
        contact: { name: "Maria\u0007Lopez", email: "maria@example.com", phone: "(530) 555-0199" },
        delivery: {
          method: "ship",
          address: { line1: "1 Main St\nEvil: header", city: "Redding", state: "CA", postalCode: "96001" },
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "contact.name": "Please use one line without tabs or control characters",
      "delivery.address.line1": "Please use one line without tabs or control characters",
    });
  });

  it("refuses two lines of one SKU with a message on the second, placing nothing", async () => {
    const sku = await insertTestProduct(db(), 50);
    const key = randomUUID();
    const res = await postOrder(
      orderBody(sku, {
        items: [
          { sku, quantity: 10 },
          { sku, quantity: 10 },
        ],
      }),
      key,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "items.1.sku": "This product is already in the order: give its whole quantity on one line",
    });
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(0);
    expect(await stockOf(sku)).toBe(50);
  });

  it("refuses short stock with 409 and the available quantities, reserving nothing", async () => {
    const plenty = await insertTestProduct(db(), 10);
    const scarce = await insertTestProduct(db(), 1);
    const res = await postOrder(
      orderBody(plenty, {
        items: [
          { sku: plenty, quantity: 2 },
          { sku: scarce, quantity: 2 },
          { sku: "NO-SUCH-SKU", quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Some items are not available in the quantity you asked for");
    expect(res.body.problems).toEqual(
      expect.arrayContaining([
        { sku: scarce, available: 1 },
        { sku: "NO-SUCH-SKU", available: 0 },
      ]),
    );
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(scarce)).toBe(1);
  });

  it("requires an Idempotency-Key and names the fields of a bad body", async () => {
    const sku = await insertTestProduct(db(), 1);
    const missingKey = await request(testApp.app).post("/api/orders").send(orderBody(sku));
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.errors).toHaveProperty("idempotencyKey");
    const bad = await postOrder({ items: [], contact: { email: "x" }, delivery: { method: "ship" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      items: "Your cart is empty",
      "contact.email": expect.any(String),
      "contact.name": expect.any(String),
      paymentMethod: expect.any(String),
    });
    const noAddress = await postOrder(orderBody(sku, { delivery: { method: "install" } }));
    expect(noAddress.body.errors).toMatchObject({
      "delivery.address": "Please enter the address to ship to or install at",
    });
  });

  it("opens an installation lead for an 'install it for me' order", async () => {
    const sku = await insertTestProduct(db(), 2);
    const res = await postOrder(orderBody(sku, { delivery: { method: "install", address } }));
    expect(res.status).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.body.orderNumber));
    const [lead] = await db().select().from(leads).where(eq(leads.id, order!.leadId!));
    expect(lead).toMatchObject({
      source: "shop_order",
      email: "maria@example.com",
      address: "1450 Court St, Redding, CA 96001",
    });
    expect(lead!.additionalNotes).toContain(order!.orderNumber);
  });

  it("scores a new buyer's installation lead on its order: the order's insert finds the lead stored before it", async () => {
    const sku = await insertTestProduct(db(), 2);
    const contact = { name: "Ana New", email: "ana.new.installer@example.com", phone: "(530) 555-0188" };
    const res = await postOrder(orderBody(sku, { contact, delivery: { method: "install", address } }));
    expect(res.status).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.body.orderNumber));
    const [lead] = await db().select().from(leads).where(eq(leads.id, order!.leadId!));
    // The order, today, is the only thing this buyer did (30); the lead's own source counts for nothing.
    expect(lead!.engagementScore).toBe(30);
  });

  it("answers a retry of an 'install it for me' order with that order: one lead, one event, one set of mails", async () => {
    const sku = await insertTestProduct(db(), 5);
    const key = randomUUID();
    const body = orderBody(sku, { delivery: { method: "install", address } });
    const first = await postOrder(body, key);
    const retry = await postOrder(body, key);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    const placed = await db().select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(placed).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(leads)
        .where(eq(leads.idempotencyKey, `order:${key}`)),
    ).toEqual([expect.objectContaining({ id: placed[0]!.leadId })]);
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed[0]!.id))).toHaveLength(1);
    const mails = await db().select({ kind: mailOutbox.kind, subject: mailOutbox.subject }).from(mailOutbox);
    expect(
      mails
        .filter((mail) => mail.subject.includes(first.body.orderNumber))
        .map((mail) => mail.kind)
        .sort(),
    ).toEqual(["order_invoice", "order_office"]);
    expect(await stockOf(sku)).toBe(4);
  });

  it("files a battery order's lead as battery storage with the battery it named, and its project knows the battery", async () => {
    const sku = await insertTestProduct(db(), 2, 1_100_000, {
      category: "batteries",
      specs: { usableKwh: 13.5, continuousKw: 5, chemistry: "LFP", roundTripEfficiencyPercent: 90, warrantyYears: 10 },
    });
    const res = await postOrder(orderBody(sku, { delivery: { method: "install", address } }));
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, res.body.orderNumber));
    const [lead] = await db().select().from(leads).where(eq(leads.id, order!.leadId!));
    expect(lead).toMatchObject({ serviceNeeded: "Battery Storage", batteryKwh: 13.5, systemSizeKw: null });

    const admin = await createTestUser(testApp, { userType: "admin" });
    const adminCookie = await signedInCookie(testApp, admin.id);
    await db().update(leads).set({ status: "won" }).where(eq(leads.id, lead!.id));
    const convert = await request(testApp.app)
      .post(`/api/admin/leads/${lead!.id}/project`)
      .set("Cookie", adminCookie)
      .send({ title: "Powerwall", type: "battery_retrofit", siteAddress: lead!.address });
    expect(convert.status).toBe(201);
    const project = await request(testApp.app).get(`/api/projects/${convert.body.id}`).set("Cookie", adminCookie);
    expect(project.body.project).toMatchObject({ batteryKwh: 13.5, systemSizeKw: null });
  });
});

describe("who sees an order", () => {
  it("the browser that placed it, its account and an admin; anyone else gets the same 404 as a missing number", async () => {
    const sku = await insertTestProduct(db(), 3);
    const owner = await createTestUser(testApp);
    const ownerCookie = await signedInCookie(testApp, owner.id);
    const placed = await postOrder(orderBody(sku), randomUUID(), ownerCookie);
    const browser = cookieOf(placed);
    expect(browser).toMatch(/^order_browser=/);
    const path = `/api/orders/${placed.body.orderNumber}`;
    const get = (cookie?: string) =>
      cookie ? request(testApp.app).get(path).set("Cookie", cookie) : request(testApp.app).get(path);

    const asBrowser = await get(browser);
    expect(asBrowser.status).toBe(200);
    expect(asBrowser.body).toMatchObject({ orderNumber: placed.body.orderNumber, items: [{ sku, quantity: 1 }] });
    expect((await get(ownerCookie)).status).toBe(200);
    const admin = await createTestUser(testApp, { userType: "admin" });
    expect((await get(await signedInCookie(testApp, admin.id))).status).toBe(200);

    const other = await createTestUser(testApp);
    const missing = await request(testApp.app).get("/api/orders/SO-2222222222");
    for (const res of [
      await get(),
      await get(await signedInCookie(testApp, other.id)),
      await get(`order_browser=${"a".repeat(32)}.forged`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });

  it("an order placed without an account: another browser with its own order cookie, or a signed-in client, gets the 404", async () => {
    const sku = await insertTestProduct(db(), 3);
    const placed = await postOrder(orderBody(sku));
    const [order] = await db()
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.orderNumber, placed.body.orderNumber));
    expect(order!.userId).toBeNull();
    const other = await postOrder(orderBody(sku));
    const otherBrowser = cookieOf(other);
    expect(otherBrowser).toMatch(/^order_browser=/);
    expect(otherBrowser).not.toBe(cookieOf(placed));
    const get = (orderNumber: string, cookie: string) =>
      request(testApp.app).get(`/api/orders/${orderNumber}`).set("Cookie", cookie);

    expect((await get(placed.body.orderNumber, cookieOf(placed))).status).toBe(200);
    expect((await get(other.body.orderNumber, otherBrowser)).status).toBe(200);
    const client = await signedInCookie(testApp, (await createTestUser(testApp)).id);
    const missing = await request(testApp.app).get("/api/orders/SO-2222222222");
    for (const cookie of [otherBrowser, client, `${client}; ${otherBrowser}`]) {
      const res = await get(placed.body.orderNumber, cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });
});
