import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { appendTicketEvents } from "#app/areas/delivery/index.server.ts";
import {
  appointments,
  installedSystems,
  projects,
  projectStages,
  sites,
  warrantyClaims,
} from "#app/areas/delivery/tables.server.ts";
import { orderLines, orders, products } from "#app/areas/commerce/tables.server.ts";
import type { AppointmentTypeSlug } from "#app/content/appointment-types.ts";
import { insertLead } from "#tests/support/leads.ts";
import { insertTestProduct } from "#tests/support/orders.ts";
import { insertSite, insertTicket } from "#tests/support/service-tickets.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { loadAnalyticsPage } from "./analytics-page.server.ts";
import { serviceFigures } from "./section-figures.server.ts";

// Each section's figures on one seeded dataset around the autumn clock change (1 November 2026), with rows at the
// range's edges late in the evening, where an office day and a UTC day differ. Range: 20 October to 5 November.

let testApp: TestApp;
let admin: TestUser;
let adminCookie: string;
const NOW = new Date("2026-11-10T18:00:00Z");
const RANGE = "from=2026-10-20&to=2026-11-05";

const at = (iso: string) => new Date(iso);

async function seedAppointments() {
  const { id: leadId } = await insertLead(testApp.services.db, {});
  const book = (type: AppointmentTypeSlug, startsAt: string, status: "booked" | "done" | "no_show" | "cancelled") => {
    const start = at(startsAt);
    const end = new Date(start.getTime() + 60 * 60 * 1000);
    return testApp.services.db.insert(appointments).values({
      reference: `AP-${randomUUID().slice(0, 6)}`,
      type,
      status,
      startsAt: start,
      endsAt: end,
      heldUntil: end,
      crew: 1,
      customerName: "Ana Ruiz",
      email: "ana@example.com",
      phone: "(530) 555-0110",
      leadId,
      remindAt: start,
      cancelledAt: status === "cancelled" ? start : null,
    });
  };
  await book("residential-consultation", "2026-10-21T09:00:00-07:00", "done");
  await book("residential-consultation", "2026-10-22T09:00:00-07:00", "done");
  await book("residential-consultation", "2026-10-23T09:00:00-07:00", "no_show");
  await book("residential-consultation", "2026-10-27T09:00:00-07:00", "cancelled");
  await book("residential-consultation", "2026-11-04T09:00:00-08:00", "booked");
  // The last evening of the range is in it; the first minutes after it, and the evening before it, are not.
  await book("maintenance", "2026-11-05T23:30:00-08:00", "done");
  await book("maintenance", "2026-10-28T10:00:00-07:00", "cancelled");
  await book("repair-diagnosis", "2026-11-06T00:10:00-08:00", "done");
  await book("residential-consultation", "2026-10-19T23:00:00-07:00", "no_show");
}

async function seedOrders() {
  const db = testApp.services.db;
  const productId = async (priceCents: number) => {
    const sku = await insertTestProduct(db, 100, priceCents);
    const [row] = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.sku, sku));
    return row!;
  };
  const panel = await productId(10_000);
  const monitor = await productId(2_500);
  const order = async (
    placedAt: string,
    paymentMethod: "invoice" | "card",
    status: "awaiting_payment" | "paid" | "fulfilled" | "cancelled",
    lines: [{ id: number; name: string }, number, number][],
  ) => {
    const subtotal = lines.reduce((sum, [, price, quantity]) => sum + price * quantity, 0);
    const [row] = await db
      .insert(orders)
      .values({
        createdAt: at(placedAt),
        orderNumber: `SO-${randomUUID().slice(0, 8)}`,
        status,
        idempotencyKey: randomUUID(),
        contactName: "Ben Ortiz",
        contactEmail: "ben@example.com",
        contactPhone: "(530) 555-0111",
        deliveryMethod: "pickup",
        billingAddress: { line1: "1 Main St", line2: undefined, city: "Redding", state: "CA", postalCode: "96001" },
        paymentMethod,
        subtotalCents: subtotal,
        taxCents: 0,
        shippingCents: 0,
        totalCents: subtotal,
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values(
      lines.map(([product, price, quantity]) => ({
        orderId: row!.id,
        productId: product.id,
        sku: "SKU",
        name: product.name,
        unitPriceCents: price,
        quantity,
        lineTotalCents: price * quantity,
      })),
    );
  };
  // 23:30 on the last day of daylight time, and 23:30 on the first day of standard time (07:30 UTC the next day).
  await order("2026-10-31T23:30:00-07:00", "invoice", "paid", [[panel, 10_000, 2]]);
  await order("2026-11-01T23:30:00-08:00", "card", "fulfilled", [[monitor, 2_500, 4]]);
  await order("2026-11-01T09:00:00-08:00", "invoice", "awaiting_payment", [
    [panel, 10_000, 1],
    [monitor, 2_500, 1],
  ]);
  await order("2026-10-25T12:00:00-07:00", "card", "cancelled", [[panel, 10_000, 5]]);
  await order("2026-11-06T00:30:00-08:00", "invoice", "paid", [[panel, 10_000, 9]]);
  // The previous period's last evening (20 October in UTC).
  await order("2026-10-19T23:30:00-07:00", "invoice", "paid", [[panel, 10_000, 1]]);
  return { panel, monitor };
}

async function seedInstalls() {
  const db = testApp.services.db;
  const customerId = await createCustomer(db, {
    name: "Cal Young",
    email: `cal-${randomUUID().slice(0, 8)}@example.com`,
  });
  const redding = await insertSite(testApp, customerId);
  const [anderson] = await testApp.services.db
    .insert(sites)
    .values({ customerId, line1: "9 Oak St", city: "Anderson", postalCode: "96007" })
    .returning();
  const system = (siteId: string, kwDc: number, installedOn: string, installer: "us" | "other" = "us") =>
    db.insert(installedSystems).values({ siteId, kind: "solar", kwDc, installedOn, installer });
  await system(redding, 7.6, "2026-10-31");
  await system(anderson!.id, 10, "2026-11-01");
  await system(redding, 5, "2026-11-05");
  await system(redding, 9, "2026-11-03", "other");
  await system(redding, 4, "2026-11-06");
  await system(redding, 6, "2026-10-19");
}

async function seedProjects() {
  const db = testApp.services.db;
  const client = await createTestUser(testApp, { userType: "client" });
  const project = async (
    type: "installation" | "repair",
    openedAt: string,
    stages: {
      name: string;
      state: "done" | "current" | "upcoming";
      completedOn?: string;
      waitingOn?: "client" | "authority";
    }[],
  ) => {
    const [row] = await db
      .insert(projects)
      .values({
        clientId: client.id,
        title: "Roof array",
        type,
        siteAddress: "1 Main St, Redding",
        createdAt: at(openedAt),
      })
      .returning({ id: projects.id });
    await db.insert(projectStages).values(
      stages.map((stage, position) => ({
        projectId: row!.id,
        position,
        name: stage.name,
        explanation: "A stage.",
        state: stage.state,
        completedOn: stage.completedOn ?? null,
        waitingOn: stage.waitingOn ?? null,
      })),
    );
  };
  const finished = (completedOn: string) => [
    { name: "Consultation", state: "done" as const, completedOn: "2026-09-02" },
    { name: "Permit", state: "done" as const, completedOn: "2026-09-20" },
    { name: "Monitoring active", state: "done" as const, completedOn },
  ];
  await project("installation", "2026-09-01T10:00:00-07:00", finished("2026-10-31"));
  // Opened at 23:30 on 1 October at the office (2 October in UTC): 35 office days to 5 November, not 34.
  await project("installation", "2026-10-01T23:30:00-07:00", finished("2026-11-05"));
  await project("repair", "2026-10-20T09:00:00-07:00", [
    { name: "Diagnosis visit", state: "done", completedOn: "2026-10-21" },
    { name: "Verified", state: "done", completedOn: "2026-10-30" },
  ]);
  await project("installation", "2026-10-01T09:00:00-07:00", finished("2026-11-06"));
  // Finished in the previous period.
  await project("repair", "2026-10-01T09:00:00-07:00", [
    { name: "Diagnosis visit", state: "done", completedOn: "2026-10-02" },
    { name: "Verified", state: "done", completedOn: "2026-10-10" },
  ]);
  const underWay = (waitingOn?: "authority") => [
    { name: "Consultation", state: "done" as const, completedOn: "2026-10-02" },
    { name: "Permit", state: "current" as const, ...(waitingOn ? { waitingOn } : {}) },
    { name: "Monitoring active", state: "upcoming" as const },
  ];
  await project("installation", "2026-10-01T09:00:00-07:00", underWay("authority"));
  await project("installation", "2026-10-01T09:00:00-07:00", underWay());
  await project("repair", "2026-11-01T09:00:00-08:00", [
    { name: "Diagnosis visit", state: "current", waitingOn: "client" },
    { name: "Verified", state: "upcoming" },
  ]);
}

async function seedTickets() {
  const db = testApp.services.db;
  const customerId = await createCustomer(db, {
    name: "Dee Moss",
    email: `dee-${randomUUID().slice(0, 8)}@example.com`,
  });
  const siteId = await insertSite(testApp, customerId);
  const ticket = async (type: "emergency" | "repair", openedAt: string) =>
    (await insertTicket(testApp, { customerId, siteId, type, openedAt: at(openedAt) })).id;
  const change = (ticketId: string, when: string, event: "contact" | "resolved") =>
    db.transaction((tx) =>
      appendTicketEvents(
        tx,
        ticketId,
        [
          event === "contact"
            ? { kind: "contact", actorKind: "staff" }
            : { kind: "status", status: "resolved", actorKind: "staff" },
        ],
        { services: testApp.services, now: at(when) },
      ),
    );
  const e1 = await ticket("emergency", "2026-10-25T10:00:00-07:00");
  await change(e1, "2026-10-25T11:30:00-07:00", "contact");
  const e2 = await ticket("emergency", "2026-10-26T22:00:00-07:00");
  await change(e2, "2026-10-27T01:00:00-07:00", "contact");
  await ticket("emergency", "2026-11-05T12:00:00-08:00");
  // In the previous period: answered in half an hour.
  const e0 = await ticket("emergency", "2026-10-10T10:00:00-07:00");
  await change(e0, "2026-10-10T10:30:00-07:00", "contact");
  // Resolved the same office day, though on the next UTC day; and across midnight, though on one UTC day.
  const r1 = await ticket("repair", "2026-11-02T15:00:00-08:00");
  await change(r1, "2026-11-02T17:30:00-08:00", "resolved");
  const r2 = await ticket("repair", "2026-11-02T23:30:00-08:00");
  await change(r2, "2026-11-03T00:15:00-08:00", "resolved");
  await ticket("repair", "2026-10-28T09:00:00-07:00");
  await ticket("repair", "2026-11-07T09:00:00-08:00");

  const claim = (fields: Partial<typeof warrantyClaims.$inferInsert>) =>
    db.insert(warrantyClaims).values({
      ticketId: r1,
      manufacturer: "Enphase",
      replacedOn: "2026-10-02",
      claimDeadline: "2026-12-31",
      deadlineRule: "default",
      ...fields,
    });
  await claim({ amountCents: 15_000, claimDeadline: "2026-11-01" });
  await claim({});
  await claim({ amountCents: 9_000, state: "claimed", claimedOn: "2026-10-20" });
  await claim({ amountCents: 4_000, state: "paid", claimedOn: "2026-10-20", paidOn: "2026-10-30" });
}

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin" });
  adminCookie = await signedInCookie(testApp, admin.id);
  await seedAppointments();
  await seedOrders();
  await seedInstalls();
  await seedProjects();
  await seedTickets();
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path).set("Cookie", adminCookie);
const tableOf = async (id: string) => {
  const data = await loadAnalyticsPage(
    testApp.services,
    sessionUserOf(admin),
    new Request(`http://localhost/platform/analytics?range=custom&${RANGE}&bucket=day`),
    NOW,
  );
  const table = data.shown!.tables.find((shown) => shown.id === id)!;
  return table.rows.map((row) => row.cells.map((cell) => cell.text));
};

describe("bookings", () => {
  it("counts the range's appointments by type with their no-show and cancellation rates", async () => {
    const res = await get(`/api/analytics/bookings?${RANGE}`);
    expect(res.status).toBe(200);
    expect(res.body.byType).toEqual([
      { type: null, appointments: 7, booked: 1, done: 3, noShows: 1, cancelled: 2 },
      { type: "residential-consultation", appointments: 5, booked: 1, done: 2, noShows: 1, cancelled: 1 },
      { type: "maintenance", appointments: 2, booked: 0, done: 1, noShows: 0, cancelled: 1 },
    ]);
    expect(await tableOf("bookings")).toEqual([
      ["Residential Solar Consultation", "5", "2", "1", "33.3 %", "1", "20 %", "1"],
      ["System Maintenance", "2", "1", "0", "0 %", "1", "50 %", "0"],
      ["All", "7", "3", "1", "25 %", "2", "28.6 %", "1"],
      // The no-show on the evening of 19 October, the previous period's last day.
      ["All, the previous period", "1", "0", "1", "100 %", "0", "0 %", "0"],
    ]);
  });
});

describe("GET /api/analytics/figures.csv of a section's table", () => {
  it("holds exactly the rows the page shows", async () => {
    const res = await get(`/api/analytics/figures.csv?${RANGE}&bucket=day&table=bookings`);
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      `"Type","Appointments","Done","No-shows","No-show rate","Cancelled","Cancellation rate","Still booked"`,
    );
    expect(lines.slice(1)).toEqual((await tableOf("bookings")).map((row) => row.map((text) => `"${text}"`).join(",")));
  });
});

describe("shop", () => {
  it("counts the orders per office day across the clock change, cancelled ones apart, with revenue and products", async () => {
    const res = await get("/api/analytics/shop?from=2026-10-31&to=2026-11-01&bucket=day");
    expect(res.status).toBe(200);
    expect(res.body.total).toEqual({ orders: 3, revenueCents: 42_500, cancelled: 0 });
    expect(res.body.buckets).toEqual([
      { start: "2026-10-31", orders: 1, revenueCents: 20_000 },
      { start: "2026-11-01", orders: 2, revenueCents: 22_500 },
    ]);
    expect(await tableOf("shop-summary")).toEqual([
      ["Orders", "3", "1", "+200 %"],
      ["Cancelled orders", "1", "0", "new"],
      ["Revenue", "$425", "$100", "+325 %"],
      ["Average order", "$142", "$100", "+41.7 %"],
    ]);
    expect(await tableOf("shop-payment")).toEqual([
      ["Invoice", "2", "66.7 %", "$325"],
      ["Card (Stripe)", "1", "33.3 %", "$100"],
    ]);
    const products = await tableOf("shop-top-products");
    expect(products.map((row) => row.slice(1))).toEqual([
      ["5", "2", "$125"],
      ["3", "2", "$300"],
    ]);
  });
});

describe("installs and projects", () => {
  it("sums the kW we installed by month and by town, install days at the range's edges included", async () => {
    const res = await get(`/api/analytics/installs?${RANGE}`);
    expect(res.status).toBe(200);
    expect(res.body.installed).toEqual({
      total: { systems: 3, kw: 22.6 },
      byMonth: [
        { start: "2026-10-01", count: 1, sum: 7.6 },
        { start: "2026-11-01", count: 2, sum: 15 },
      ],
      byTown: [
        { town: "Redding", systems: 2, kw: 12.6 },
        { town: "Anderson", systems: 1, kw: 10 },
      ],
    });
    expect(await tableOf("installs-by-town")).toEqual([
      ["Redding", "12.6", "2"],
      ["Anderson", "10", "1"],
      ["All", "22.6", "3"],
      ["All, the previous period", "6", "1"],
    ]);
  });

  it("gives the median office days from contract to the final stage, and where projects wait on whom", async () => {
    expect(await tableOf("project-durations")).toEqual([
      ["Installation", "2", "47.5"],
      ["Repair", "1", "10"],
      ["All", "3", "35"],
      ["All, the previous period", "1", "9"],
    ]);
    expect(await tableOf("projects-waiting")).toEqual([
      ["Installation", "Permit", "2", "0", "0", "1", "0", "1"],
      ["Repair", "Diagnosis visit", "1", "0", "1", "0", "0", "0"],
    ]);
  });
});

describe("service", () => {
  it("reads the SLA states, emergency responses against the promise, same-day repairs and unclaimed warranty money", async () => {
    const figures = await serviceFigures(testApp.services.db, { from: "2026-10-20", to: "2026-11-05" }, true, NOW);
    expect(figures.emergencies).toEqual({
      tickets: 3,
      responded: 2,
      withinPromise: 1,
      overdue: 1,
      medianMinutes: 135,
      p90Minutes: 171,
      promiseHours: 2,
    });
    expect(figures.repairs).toEqual({ repairs: 3, resolved: 2, sameDay: 1 });
    expect(figures.sla).toEqual({
      tickets: 6,
      // The previous period's emergency is open too.
      openNow: 6,
      response: { running: 0, paused: 0, met: 3, breached: 3, ended: 0 },
      resolution: { running: 0, paused: 0, met: 2, breached: 4, ended: 0 },
    });
    expect(figures.warranty).toEqual({ claims: 2, pastDeadline: 1, amountUnknown: 1, amountCents: 15_000 });
    const summary = await tableOf("service-summary");
    expect(summary).toContainEqual(["Tickets opened", "6", "1", "+500 %"]);
    expect(summary).toContainEqual(["Repairs resolved the same day", "1 of 3 (33.3 %)", "0 of 0 (—)", ""]);
    expect(summary).toContainEqual([
      "Emergencies responded to within 2 hours",
      "1 of 3 (33.3 %)",
      "1 of 1 (100 %)",
      "",
    ]);
    expect(summary).toContainEqual(["Median emergency response", "135 min", "30 min", ""]);
    // What stands now is not compared.
    expect(summary).toContainEqual(["Warranty money not yet claimed", "$150", "", ""]);
  });

  it("answers 400 naming the field for a bad range, and 403 to a role that does not read every ticket", async () => {
    const bad = await get("/api/analytics/service?from=2026-11-05&to=2026-11-01");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("to");
    const technician = await createTestUser(testApp, { userType: "technician" });
    const denied = await request(testApp.app)
      .get(`/api/analytics/service?${RANGE}`)
      .set("Cookie", await signedInCookie(testApp, technician.id));
    expect(denied.status).toBe(403);
  });
});
