import { and, count, eq, lt, lte } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeCalendar } from "#app/content/office-calendar.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { products } from "#app/areas/commerce/tables.server.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { extendPlanHorizons } from "./horizon-job.server.ts";
import { anchorDayOf, daysAfter, horizonOn, monthsAfter, scheduledVisits, termEndsOn } from "./recurrence.ts";
import { listOwnPlans } from "./plan-views.server.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

/** Issue 29 §1: plan templates, plans that generate their visits 12 months ahead once, the due list and its job. */
let testApp: TestApp;
let officeCookie: string;
let client: TestUser;
let otherClient: TestUser;
let clientCookie: string;
let salesCookie: string;
let siteId: string;
let customerId: string;
const today = officeToday();

const as = (cookie: string) => ({
  get: (path: string) => request(testApp.app).get(path).set("Cookie", cookie),
  post: (path: string, body: object = {}) => request(testApp.app).post(path).set("Cookie", cookie).send(body),
});

async function newSite(city: string) {
  const created = await as(officeCookie).post("/api/service/sites", {
    customerId,
    address: { line1: "12 Marina Way", city, state: "CA", postalCode: "96003" },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const sell = (body: object) => as(officeCookie).post("/api/service/plans", body);

async function dueList(query: string) {
  const answer = await as(officeCookie).get(`/api/service/visits/due?pageSize=100&${query}`);
  expect(answer.status).toBe(200);
  return answer.body.items as { id: string; dueOn: string; title: string; siteId: string; city: string }[];
}

async function visitsOf(planId: string) {
  return testApp.services.db
    .select()
    .from(planVisits)
    .where(eq(planVisits.planId, planId))
    .orderBy(planVisits.dueOn, planVisits.visitKey);
}

beforeAll(async () => {
  testApp = await createTestApp();
  officeCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "office" })).id);
  client = await createTestUser(testApp, { emailVerified: true });
  otherClient = await createTestUser(testApp, { emailVerified: true });
  clientCookie = await signedInCookie(testApp, client.id);
  salesCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "sales" })).id);
  customerId = await createCustomer(testApp.services.db, { email: "harbour@example.com", name: "Harbour Master" });
  siteId = await newSite("Redding");
}, 60_000);
afterAll(() => testApp.close());

describe("GET /api/service/plan-templates", () => {
  it("lists each plan with its price, term and visits", async () => {
    const answer = await as(officeCookie).get("/api/service/plan-templates");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [
        {
          id: "annual-check-up",
          name: "Annual solar check-up",
          priceCents: 19_900,
          termMonths: 12,
          visits: [{ title: "Annual inspection and panel cleaning", every: 12 }],
        },
        {
          id: "three-year-care",
          name: "Three-year care plan",
          priceCents: 99_900,
          termMonths: 36,
          visits: [{ title: "Spring or autumn inspection and panel cleaning", every: 6 }],
        },
        {
          id: "marina-care",
          name: "Marina and coastal care",
          priceCents: 180_000,
          termMonths: 12,
          visits: [
            { title: "Corrosion inspection", every: 6 },
            { title: "Annual inspection", every: 12 },
            { title: "Salt and panel cleaning", every: 4 },
          ],
        },
      ],
    });
  });

  it("prices a plan the shop sells at the shop's price, the template's once the store stops selling it", async () => {
    const { db } = testApp.services;
    await db.update(products).set({ priceCents: 21_500 }).where(eq(products.sku, "DEMO-PLAN-ANNUAL"));
    const repriced = await as(officeCookie).get("/api/service/plan-templates");
    expect(repriced.body.items[0].priceCents).toBe(21_500);
    await db.update(products).set({ active: false }).where(eq(products.sku, "DEMO-PLAN-ANNUAL"));
    const withdrawn = await as(officeCookie).get("/api/service/plan-templates");
    expect(withdrawn.body.items[0].priceCents).toBe(19_900);
    await db.update(products).set({ priceCents: 19_900, active: true }).where(eq(products.sku, "DEMO-PLAN-ANNUAL"));
  });

  it("is the office's: a client and a sales rep are refused", async () => {
    expect((await as(clientCookie).get("/api/service/plan-templates")).status).toBe(403);
    expect((await as(salesCookie).get("/api/service/plan-templates")).status).toBe(403);
  });
});

describe("POST /api/service/plans", () => {
  it("answers 201 with the term's end and the 12 months of visits it generated, on business days", async () => {
    const answer = await sell({ siteId, templateId: "three-year-care", startsOn: today });
    expect(answer.status).toBe(201);
    const expected = scheduledVisits(
      { startsOn: today, endsOn: termEndsOn(today, 36), anchorDay: anchorDayOf(today) },
      planTemplateOf("three-year-care")!,
      monthsAfter(today, 12, anchorDayOf(today)),
      officeCalendar,
    );
    // Two six-monthly visits in the next 12 months, the first a month after the start.
    expect(expected).toHaveLength(2);
    expect(Object.keys(answer.body).sort()).toEqual(["endsOn", "id", "visits"]);
    expect(answer.body.endsOn).toBe(daysAfter(monthsAfter(today, 36, anchorDayOf(today)), -1));
    expect(answer.body.visits).toEqual(
      expected.map((visit) => ({ id: expect.any(String), dueOn: visit.dueOn, title: visit.title })),
    );
    const stored = await visitsOf(answer.body.id);
    expect(stored.map((visit) => visit.id)).toEqual(answer.body.visits.map((visit: { id: string }) => visit.id));
    expect(stored.every((visit) => visit.state === "due")).toBe(true);
  });

  it("generates a plan's visits once: a retry with its Idempotency-Key answers the first plan", async () => {
    const send = () =>
      request(testApp.app)
        .post("/api/service/plans")
        .set("Cookie", officeCookie)
        .set("Idempotency-Key", "plan-sale-retry-0001")
        .send({ siteId, templateId: "annual-check-up", startsOn: today });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const [plans] = await testApp.services.db
      .select({ n: count() })
      .from(sitePlans)
      .where(and(eq(sitePlans.siteId, siteId), eq(sitePlans.templateId, "annual-check-up")));
    expect(plans!.n).toBe(1);
    expect(await visitsOf(first.body.id)).toHaveLength(1);
  });

  it("refuses bad input naming its fields", async () => {
    const unknownSite = await sell({
      siteId: "00000000-0000-4000-8000-000000000000",
      templateId: "marina-care",
      startsOn: today,
    });
    expect(unknownSite.status).toBe(400);
    expect(unknownSite.body.errors).toEqual({ siteId: "Site not found" });
    const bad = await sell({ siteId, templateId: "gold-plan", startsOn: "2026-02-30" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["startsOn", "templateId"]);
    const longAgo = await sell({ siteId, templateId: "marina-care", startsOn: monthsAfter(today, -13, 1) });
    expect(longAgo.status).toBe(400);
    expect(Object.keys(longAgo.body.errors)).toEqual(["startsOn"]);
  });

  it("is the office's: a client and a sales rep are refused", async () => {
    const body = { siteId, templateId: "marina-care", startsOn: today };
    expect((await as(clientCookie).post("/api/service/plans", body)).status).toBe(403);
    expect((await as(salesCookie).post("/api/service/plans", body)).status).toBe(403);
  });
});

describe("the due list", () => {
  it("lists due visits by day, month and town, soonest first", async () => {
    const anderson = await newSite("Anderson");
    const sold = await sell({ siteId: anderson, templateId: "marina-care", startsOn: today });
    expect(sold.status).toBe(201);
    const ours = <Item extends { id: string }>(items: Item[]) =>
      items.filter((item) => sold.body.visits.some((visit: { id: string }) => visit.id === item.id));
    const all = ours(await dueList(`town=anderson`));
    expect(all.map((item) => item.id)).toEqual(sold.body.visits.map((visit: { id: string }) => visit.id));
    expect(all.every((item) => item.city === "Anderson")).toBe(true);
    expect(await dueList("town=Corning")).toEqual([]);
    const first = sold.body.visits[0] as { dueOn: string };
    const inMonth = await dueList(`town=Anderson&month=${first.dueOn.slice(0, 7)}`);
    expect(inMonth.length).toBeGreaterThan(0);
    expect(inMonth.every((item) => item.dueOn.startsWith(first.dueOn.slice(0, 7)))).toBe(true);
    const window = await dueList(`town=Anderson&from=${first.dueOn}&to=${first.dueOn}`);
    expect(window.map((item) => item.dueOn)).toEqual(
      sold.body.visits.filter((v: { dueOn: string }) => v.dueOn === first.dueOn).map((v: { dueOn: string }) => v.dueOn),
    );
  });

  it("is the office's: a client and a sales rep are refused", async () => {
    expect((await as(clientCookie).get("/api/service/visits/due")).status).toBe(403);
    expect((await as(salesCookie).get("/api/service/visits/due")).status).toBe(403);
  });
});

describe("a visit done early or late, a renewal, a cancelled plan", () => {
  it("leaves the plan's next visit where the schedule put it", async () => {
    const sold = await sell({ siteId, templateId: "three-year-care", startsOn: today });
    const [first, second] = sold.body.visits as { id: string; dueOn: string }[];
    const done = await as(officeCookie).post(`/api/service/plan-visits/${first!.id}/done`, {
      doneOn: daysAfter(first!.dueOn, 45),
      checklist: [{ item: "Panels: cracks, hot spots, soiling, delamination", checked: true }],
      notes: "Done late: the customer was away.",
    });
    expect(done.status).toBe(200);
    const visits = await visitsOf(sold.body.id);
    expect(visits[0]).toMatchObject({ state: "done", doneOn: daysAfter(first!.dueOn, 45) });
    expect(visits[1]).toMatchObject({ id: second!.id, dueOn: second!.dueOn, state: "due" });
    const unknownItem = await as(officeCookie).post(`/api/service/plan-visits/${second!.id}/done`, {
      doneOn: today,
      checklist: [{ item: "Polish the boat", checked: true }],
    });
    expect(unknownItem.status).toBe(400);
    expect(unknownItem.body.errors).toEqual({ "checklist.0.item": "Not an item of this visit's checklist" });
  });

  it("renews a term once, from the day after it ends on the same anchor day", async () => {
    const sold = await sell({ siteId, templateId: "annual-check-up", startsOn: today });
    const renewed = await as(officeCookie).post(`/api/service/plans/${sold.body.id}/renew`);
    expect(renewed.status).toBe(201);
    const [next] = await testApp.services.db.select().from(sitePlans).where(eq(sitePlans.id, renewed.body.id));
    expect(next).toMatchObject({
      startsOn: daysAfter(sold.body.endsOn, 1),
      endsOn: termEndsOn(daysAfter(sold.body.endsOn, 1), 12, anchorDayOf(today)),
      anchorDay: anchorDayOf(today),
      renewsPlanId: sold.body.id,
    });
    expect((await as(officeCookie).post(`/api/service/plans/${sold.body.id}/renew`)).status).toBe(409);
  });

  it("takes a cancelled plan's due visits out of the due list", async () => {
    const sold = await sell({ siteId, templateId: "marina-care", startsOn: today });
    expect((await as(officeCookie).post(`/api/service/plans/${sold.body.id}/cancel`)).status).toBe(200);
    const due = await dueList("");
    expect(due.some((item) => sold.body.visits.some((visit: { id: string }) => visit.id === item.id))).toBe(false);
    expect((await as(officeCookie).post(`/api/service/plans/${sold.body.id}/renew`)).status).toBe(409);
  });
});

describe("the daily job", () => {
  const later = monthsAfter(today, 7, anchorDayOf(today));

  it("adds the visits that came within 12 months, once however often it runs", async () => {
    const sold = await sell({ siteId, templateId: "three-year-care", startsOn: today });
    expect(await extendPlanHorizons(testApp.services, today)).toBe(0);
    expect(await extendPlanHorizons(testApp.services, later)).toBeGreaterThan(0);
    const expected = scheduledVisits(
      { startsOn: today, endsOn: termEndsOn(today, 36), anchorDay: anchorDayOf(today) },
      planTemplateOf("three-year-care")!,
      horizonOn(today, later),
      officeCalendar,
    );
    const visits = await visitsOf(sold.body.id);
    expect(visits.map((visit) => visit.dueOn)).toEqual(expected.map((visit) => visit.dueOn));
    expect(visits).toHaveLength(3);
    expect(await extendPlanHorizons(testApp.services, later)).toBe(0);
    expect(await visitsOf(sold.body.id)).toHaveLength(3);
  });

  raceTest("two instances running it at once extend each plan once", async () => {
    const sold = await Promise.all(
      Array.from({ length: 4 }, () => sell({ siteId, templateId: "three-year-care", startsOn: today })),
    );
    const muchLater = monthsAfter(today, 19, anchorDayOf(today));
    const [behind] = await testApp.services.db
      .select({ n: count() })
      .from(sitePlans)
      .where(
        and(
          eq(sitePlans.state, "active"),
          lte(sitePlans.visitsUntil, sitePlans.endsOn),
          lt(sitePlans.visitsUntil, horizonOn(muchLater, muchLater)),
        ),
      );
    const [a, b] = await Promise.all([
      extendPlanHorizons(testApp.services, muchLater),
      extendPlanHorizons(testApp.services, muchLater),
    ]);
    // Each plan behind is claimed by one of the two, never by both.
    expect(a + b).toBe(behind!.n);
    const expected = scheduledVisits(
      { startsOn: today, endsOn: termEndsOn(today, 36), anchorDay: anchorDayOf(today) },
      planTemplateOf("three-year-care")!,
      horizonOn(today, muchLater),
      officeCalendar,
    );
    // Months 1, 7, 13, 19 and 25 fall within 12 months of 19 months from now.
    expect(expected).toHaveLength(5);
    for (const plan of sold) {
      expect((await visitsOf(plan.body.id)).map((visit) => visit.dueOn)).toEqual(expected.map((visit) => visit.dueOn));
    }
  });
});

describe("the client's plans", () => {
  it("shows a client their own plan with its next visit and its reports, and another client nothing of it", async () => {
    const [account] = await testApp.services.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.id, client.id));
    const site = await as(officeCookie).post("/api/service/sites", {
      customerId: account!.customerId,
      address: { line1: "3 Lakeview Dr", city: "Shasta Lake", state: "CA", postalCode: "96019" },
    });
    const sold = await sell({ siteId: site.body.id, templateId: "marina-care", startsOn: today });
    const [first, second] = sold.body.visits as { id: string; dueOn: string; title: string }[];
    await as(officeCookie).post(`/api/service/plan-visits/${first!.id}/done`, {
      doneOn: first!.dueOn,
      checklist: [{ item: "Grounding and bonding: continuity, corroded lugs", checked: true }],
      notes: "Two lugs replaced.",
    });
    const plans = await listOwnPlans(testApp.services.db, sessionUserOf(client));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      id: sold.body.id,
      name: "Marina and coastal care",
      endsOn: sold.body.endsOn,
      state: "active",
      renewed: false,
    });
    expect(plans[0]!.upcoming[0]).toEqual({
      id: second!.id,
      title: second!.title,
      dueOn: second!.dueOn,
      state: "due",
      bookedFor: null,
    });
    expect(plans[0]!.reports).toEqual([
      {
        id: first!.id,
        title: first!.title,
        doneOn: first!.dueOn,
        checklist: [{ item: "Grounding and bonding: continuity, corroded lugs", checked: true }],
        notes: "Two lugs replaced.",
        ticketId: null,
        photos: [],
      },
    ]);
    expect(await listOwnPlans(testApp.services.db, sessionUserOf(otherClient))).toEqual([]);
  });
});
