import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeToday } from "#app/lib/office-time.ts";
import { orderLines, orders } from "#app/areas/commerce/tables.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { attachBoughtPlans, ownPurchasesWithoutSite, purchasesWithoutSite } from "./plan-purchases.server.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

/** Issue 29 §1: a plan bought in the shop attaches to the buyer's site, once, or waits for them to choose it. */
let testApp: TestApp;
let officeCookie: string;
const today = officeToday();

interface Buyer {
  user: TestUser;
  cookie: string;
}

async function newBuyer(): Promise<Buyer> {
  const user = await createTestUser(testApp, { emailVerified: true });
  return { user, cookie: await signedInCookie(testApp, user.id) };
}

const orderBody = (buyer: Buyer, sku: string, paymentMethod: "invoice" | "card" = "invoice") => ({
  items: [{ sku, quantity: 1 }],
  contact: { name: "Ruth Alder", email: buyer.user.email, phone: "(530) 555-0111" },
  delivery: { method: "ship", address: { line1: "77 Oak Run Rd", city: "Redding", state: "CA", postalCode: "96001" } },
  paymentMethod,
});

/** Places an order as the buyer under an Idempotency-Key; the same key sent again is the order retried. */
async function placeOrder(buyer: Buyer, key: string, sku = "DEMO-PLAN-ANNUAL") {
  const placed = await request(testApp.app)
    .post("/api/orders")
    .set("Cookie", buyer.cookie)
    .set("Idempotency-Key", key)
    .send(orderBody(buyer, sku));
  expect([200, 201]).toContain(placed.status);
  const [order] = await testApp.services.db
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.orderNumber, placed.body.orderNumber as string));
  const [line] = await testApp.services.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order!.id));
  return { orderNumber: placed.body.orderNumber as string, customerId: order!.customerId!, lineId: line!.id };
}

async function addSite(customerId: string, line1: string) {
  const created = await request(testApp.app)
    .post("/api/service/sites")
    .set("Cookie", officeCookie)
    .send({ customerId, address: { line1, city: "Redding", state: "CA", postalCode: "96001" } });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const plansOfLine = (lineId: string) =>
  testApp.services.db.select().from(sitePlans).where(eq(sitePlans.orderLineId, lineId));

const choose = (buyer: Buyer, lineId: string, body: object) =>
  request(testApp.app).post(`/api/account/plan-purchases/${lineId}/site`).set("Cookie", buyer.cookie).send(body);

beforeAll(async () => {
  testApp = await createTestApp();
  officeCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "office" })).id);
}, 60_000);
afterAll(() => testApp.close());

describe("a plan bought by a customer with one site", () => {
  it("attaches to that site with its 12 months of visits once, however often the order is retried or the job runs", async () => {
    const buyer = await newBuyer();
    const key = randomUUID();
    const first = await placeOrder(buyer, key);
    const siteId = await addSite(first.customerId, "77 Oak Run Rd");
    const retried = await placeOrder(buyer, key);
    expect(retried.orderNumber).toBe(first.orderNumber);

    await attachBoughtPlans(testApp.services.db);
    await attachBoughtPlans(testApp.services.db);

    const plans = await plansOfLine(first.lineId);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      siteId,
      templateId: "annual-check-up",
      startsOn: today,
      priceCents: 19_900,
      soldBy: null,
      state: "active",
    });
    const visits = await testApp.services.db.select().from(planVisits).where(eq(planVisits.planId, plans[0]!.id));
    // The annual check-up's one visit a year, the first a month after the plan starts.
    expect(visits).toHaveLength(1);
    expect(visits[0]!.state).toBe("due");
    expect(await ownPurchasesWithoutSite(testApp.services.db, sessionUserOf(buyer.user))).toEqual([]);
  });

  it("waits while a card order is not paid", async () => {
    const buyer = await newBuyer();
    const placed = await request(testApp.app)
      .post("/api/orders")
      .set("Cookie", buyer.cookie)
      .set("Idempotency-Key", randomUUID())
      .send(orderBody(buyer, "DEMO-PLAN-ANNUAL", "invoice"));
    expect(placed.status).toBe(201);
    const [order] = await testApp.services.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.body.orderNumber as string));
    // Made a card order awaiting Stripe's word, as checkout leaves one when Stripe is configured.
    await testApp.services.db.update(orders).set({ paymentMethod: "card" }).where(eq(orders.id, order!.id));
    await addSite(order!.customerId!, "5 Lake Blvd");
    await attachBoughtPlans(testApp.services.db);
    const [line] = await testApp.services.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(await plansOfLine(line!.id)).toEqual([]);

    await testApp.services.db.update(orders).set({ status: "paid" }).where(eq(orders.id, order!.id));
    await attachBoughtPlans(testApp.services.db);
    expect(await plansOfLine(line!.id)).toHaveLength(1);
  });
});

describe("a plan bought by a customer with several sites", () => {
  it("waits for the client to choose the site, then starts there once", async () => {
    const buyer = await newBuyer();
    const { customerId, lineId, orderNumber } = await placeOrder(buyer, randomUUID(), "DEMO-PLAN-CARE3");
    await addSite(customerId, "1 Shasta St");
    const chosenSite = await addSite(customerId, "2 Shasta St");

    await attachBoughtPlans(testApp.services.db);
    expect(await plansOfLine(lineId)).toEqual([]);
    expect(await ownPurchasesWithoutSite(testApp.services.db, sessionUserOf(buyer.user))).toEqual([
      { id: lineId, orderNumber, planName: "Three-year care plan", orderedOn: today },
    ]);
    expect(await purchasesWithoutSite(testApp.services.db)).toContainEqual(
      expect.objectContaining({ id: lineId, orderNumber, customerId, siteCount: 2, templateId: "three-year-care" }),
    );

    // Another customer's site is not theirs to choose; another client cannot answer for them.
    const stranger = await newBuyer();
    const strangersOrder = await placeOrder(stranger, randomUUID());
    const strangersSite = await addSite(strangersOrder.customerId, "9 Elsewhere Rd");
    const notTheirs = await choose(buyer, lineId, { siteId: strangersSite });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.errors).toEqual({ siteId: "Please choose one of your sites" });
    expect((await choose(stranger, lineId, { siteId: chosenSite })).status).toBe(404);
    const neither = await choose(buyer, lineId, {});
    expect(neither.status).toBe(400);
    expect(neither.body.errors.siteId).toBe("Please choose one of your sites or enter the new site's address");

    const chosen = await choose(buyer, lineId, { siteId: chosenSite });
    expect(chosen.status).toBe(201);
    expect(chosen.body.siteId).toBe(chosenSite);
    const again = await choose(buyer, lineId, { siteId: chosenSite });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This plan is attached to a site already");

    await attachBoughtPlans(testApp.services.db);
    const plans = await plansOfLine(lineId);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ siteId: chosenSite, templateId: "three-year-care", priceCents: 99_900 });
    expect(await ownPurchasesWithoutSite(testApp.services.db, sessionUserOf(buyer.user))).toEqual([]);
  });

  raceTest("two answers at once attach the plan once: one 201, one 409", async () => {
    const buyer = await newBuyer();
    const { customerId, lineId } = await placeOrder(buyer, randomUUID());
    const one = await addSite(customerId, "3 Shasta St");
    const other = await addSite(customerId, "4 Shasta St");
    const answers = await Promise.all([
      choose(buyer, lineId, { siteId: one }),
      choose(buyer, lineId, { siteId: other }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await plansOfLine(lineId)).toHaveLength(1);
  });
});

describe("a plan bought by a customer with no site", () => {
  it("starts at the new site whose address the client gives", async () => {
    const buyer = await newBuyer();
    const { customerId, lineId } = await placeOrder(buyer, randomUUID());
    await attachBoughtPlans(testApp.services.db);
    expect(await plansOfLine(lineId)).toEqual([]);

    const blank = await choose(buyer, lineId, { address: { line1: "", city: "", state: "CA", postalCode: "" } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors["address.line1"]).toBe("Please enter the street address");

    const chosen = await choose(buyer, lineId, {
      address: { line1: "18 Bechelli Ln", city: "Redding", state: "CA", postalCode: "96002" },
    });
    expect(chosen.status).toBe(201);
    const [site] = await testApp.services.db
      .select()
      .from(sites)
      .where(eq(sites.id, chosen.body.siteId as string));
    expect(site).toMatchObject({ customerId, line1: "18 Bechelli Ln", city: "Redding", postalCode: "96002" });
    expect(await plansOfLine(lineId)).toHaveLength(1);
  });
});
