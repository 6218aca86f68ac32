import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { inventoryAdjustments, products } from "#app/areas/commerce/tables.server.ts";
import { serviceTickets, ticketEvents } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { insertTestProduct } from "#tests/support/orders.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { insertTestTicket } from "#tests/support/service-tickets.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { calendarVisits } from "./calendar-visits.server.ts";
import { myDayPageData } from "./my-day.server.ts";
import { serviceVisits, ticketParts } from "./tables.server.ts";

/** Issue 28 §3 and §4: visits in the one crew calendar, parts from stock, and the technician's actions on site. */
let testApp: TestApp;
let officeCookie: string;
let technician: TestUser;
let technicianCookie: string;
let otherTechnician: TestUser;
let otherTechnicianCookie: string;

const as = (cookie: string) => ({
  post: (path: string, body: object, key?: string) => {
    const req = request(testApp.app).post(path).set("Cookie", cookie);
    return (key ? req.set("Idempotency-Key", key) : req).send(body);
  },
});

/** 10:00 (or the hour given) on a weekday far enough ahead to be bookable, as the API takes an instant. */
function at(date: string, hour: number, minute = 0): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day, hour, minute }, "America/Los_Angeles").toISOString();
}

const slotsOf = (date: string) =>
  request(testApp.app).get("/api/bookings/available-slots").query({ date, type: "residential-consultation" });
const slotStarts = async (date: string) =>
  ((await slotsOf(date)).body.slots as { start: string }[]).map((slot) => new Date(slot.start).toISOString());

const historyOf = (ticketId: string) =>
  testApp.services.db
    .select()
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.at), asc(ticketEvents.seq));
const ticketRow = async (ticketId: string) =>
  (await testApp.services.db.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId)))[0]!;
const stockOf = async (sku: string) =>
  (await testApp.services.db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0]!.stock;

/** A visit scheduled by the office on a new ticket; returns its id and ticket. */
async function scheduledVisit(startsAt: string, technicianId = technician.id) {
  const ticket = await insertTestTicket(testApp);
  const res = await as(officeCookie).post(`/api/service/tickets/${ticket.ticketId}/visits`, { startsAt, technicianId });
  expect(res.status).toBe(201);
  return { visitId: res.body.id as string, ...ticket };
}

beforeAll(async () => {
  testApp = await createTestApp({ BOOKING_CREWS: "1", FORM_RATE_LIMIT_PER_HOUR: "1000" });
  officeCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "office" })).id);
  technician = await createTestUser(testApp, { userType: "technician" });
  technicianCookie = await signedInCookie(testApp, technician.id);
  otherTechnician = await createTestUser(testApp, { userType: "technician" });
  otherTechnicianCookie = await signedInCookie(testApp, otherTechnician.id);
}, 60_000);
afterAll(() => testApp.close());

describe("scheduling a visit", () => {
  it("holds the crew for the ticket type's 2 hours plus 30 minutes' travel, schedules and assigns the ticket", async () => {
    const date = bookableWeekday(0);
    const { visitId, ticketId } = await scheduledVisit(at(date, 10));
    const [visit] = await testApp.services.db.select().from(serviceVisits).where(eq(serviceVisits.id, visitId));
    expect(visit).toMatchObject({ status: "scheduled", crew: 1, technicianId: technician.id });
    expect(visit!.endsAt.toISOString()).toBe(at(date, 12));
    expect(visit!.heldUntil.toISOString()).toBe(at(date, 12, 30));
    const ticket = await ticketRow(ticketId);
    expect(ticket).toMatchObject({ status: "scheduled", technicianId: technician.id });
    expect((await historyOf(ticketId)).map((event) => [event.kind, event.status])).toEqual([
      ["status", "new"],
      ["visit", null],
      ["assignment", null],
      ["status", "scheduled"],
    ]);
  });

  it("a public booking never lands on a visit: the slots API leaves its time out and a booking there is refused", async () => {
    const date = bookableWeekday(1);
    const before = await slotStarts(date);
    expect(before).toContain(at(date, 10));
    await scheduledVisit(at(date, 10));
    const after = await slotStarts(date);
    // A 60-minute consultation overlapping 10:00-12:30 (the visit and its travel) is not offered.
    for (const start of [at(date, 9, 30), at(date, 10), at(date, 11), at(date, 12)]) expect(after).not.toContain(start);
    expect(after).toContain(at(date, 12, 30));
    const booked = await request(testApp.app)
      .post("/api/bookings/create")
      .send({
        type: "residential-consultation",
        start: at(date, 11),
        name: "Maria Lopez",
        email: "maria@example.com",
        phone: "(530) 555-0199",
        address: "1450 Court St, Redding, CA 96001",
      });
    expect(booked.status).toBe(409);
  });

  it("two visits for the one crew at one time: the second is refused with 409 naming the start", async () => {
    const date = bookableWeekday(2);
    await scheduledVisit(at(date, 9));
    const ticket = await insertTestTicket(testApp);
    const res = await as(officeCookie).post(`/api/service/tickets/${ticket.ticketId}/visits`, {
      startsAt: at(date, 10),
      technicianId: otherTechnician.id,
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ startsAt: "Every crew is busy at that time. Please pick another time." });
    expect(
      await testApp.services.db.select().from(serviceVisits).where(eq(serviceVisits.ticketId, ticket.ticketId)),
    ).toEqual([]);
    expect((await ticketRow(ticket.ticketId)).status).toBe("new");
  });

  it("cancelling a visit frees its time for bookings; moving it frees the old time and holds the new", async () => {
    const date = bookableWeekday(3);
    const { visitId, ticketId } = await scheduledVisit(at(date, 10));
    const moved = await as(officeCookie).post(`/api/service/visits/${visitId}/reschedule`, { startsAt: at(date, 14) });
    expect(moved.status).toBe(200);
    const afterMove = await slotStarts(date);
    expect(afterMove).toContain(at(date, 10));
    expect(afterMove).not.toContain(at(date, 14));
    const cancelled = await as(officeCookie).post(`/api/service/visits/${visitId}/cancel`, { reason: "Customer away" });
    expect(cancelled.status).toBe(200);
    expect(await slotStarts(date)).toContain(at(date, 14));
    expect((await historyOf(ticketId)).at(-1)?.note).toMatch(/cancelled: Customer away$/);
  });

  it("refuses a start off the 5-minute grid, a past start, an unknown technician, and a technician's own request", async () => {
    const { ticketId } = await insertTestTicket(testApp);
    const path = `/api/service/tickets/${ticketId}/visits`;
    const offGrid = await as(officeCookie).post(path, {
      startsAt: at(bookableWeekday(4), 10, 2),
      technicianId: technician.id,
    });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body.errors).toHaveProperty("startsAt");
    const past = await as(officeCookie).post(path, { startsAt: "2020-01-06T18:00:00Z", technicianId: technician.id });
    expect(past.status).toBe(400);
    expect(past.body.errors).toHaveProperty("startsAt");
    const nobody = await as(officeCookie).post(path, {
      startsAt: at(bookableWeekday(4), 10),
      technicianId: randomUUID(),
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors).toHaveProperty("technicianId");
    const byTechnician = await as(technicianCookie).post(path, {
      startsAt: at(bookableWeekday(4), 10),
      technicianId: technician.id,
    });
    expect(byTechnician.status).toBe(403);
  });
});

describe("a technician's visits", () => {
  it("another technician's visit is not found to start, note or complete; its owner starts and completes it once", async () => {
    const { visitId, ticketId } = await scheduledVisit(at(bookableWeekday(5), 10));
    for (const action of ["start", "notes", "complete"]) {
      const res = await as(otherTechnicianCookie).post(`/api/service/visits/${visitId}/${action}`, {
        note: "Here",
        resolutionNotes: "Fixed",
        signedOffBy: "Pat Doe",
      });
      expect([action, res.status]).toEqual([action, 404]);
    }
    const early = await as(technicianCookie).post(`/api/service/visits/${visitId}/complete`, {
      resolutionNotes: "Replaced the fuse",
      signedOffBy: "Pat Doe",
    });
    expect(early.status).toBe(409);
    const started = await as(technicianCookie).post(`/api/service/visits/${visitId}/start`, {});
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ id: visitId, status: "started" });
    expect((await ticketRow(ticketId)).status).toBe("in_progress");

    const completion = {
      resolutionNotes: "Replaced the DC fuse; producing again",
      signedOffBy: "Pat Doe",
      checklist: ["safety", "producing"],
    };
    const first = await as(technicianCookie).post(`/api/service/visits/${visitId}/complete`, completion, randomUUID());
    const second = await as(technicianCookie).post(`/api/service/visits/${visitId}/complete`, completion, randomUUID());
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.completedAt).toBe(first.body.completedAt);
    expect(first.body.checklist).toEqual(["safety", "producing"]);
    const ticket = await ticketRow(ticketId);
    expect(ticket).toMatchObject({
      status: "resolved",
      resolutionNotes: "Replaced the DC fuse; producing again",
      signedOffBy: "Pat Doe",
    });
    expect(ticket.signedOffAt?.toISOString()).toBe(first.body.completedAt);
    const resolved = (await historyOf(ticketId)).filter((event) => event.status === "resolved");
    expect(resolved).toHaveLength(1);
  });

  it("a note sent twice with one key is one history entry", async () => {
    const { visitId, ticketId } = await scheduledVisit(at(bookableWeekday(6), 10));
    const key = randomUUID();
    const body = { note: "Dog in the back yard; gate latch broken", idempotencyKey: key };
    const first = await as(technicianCookie).post(`/api/service/visits/${visitId}/notes`, body);
    const again = await as(technicianCookie).post(`/api/service/visits/${visitId}/notes`, body);
    expect([first.status, again.status]).toEqual([201, 201]);
    const notes = (await historyOf(ticketId)).filter((event) => event.kind === "note");
    expect(notes.map((event) => event.note)).toEqual(["Dog in the back yard; gate latch broken"]);
  });
});

describe("where a visit shows: the crew calendar and the technician's day", () => {
  it("the office sees every visit of a day, a technician their own, on another day's page too", async () => {
    const date = bookableWeekday(8);
    const { visitId, reference } = await scheduledVisit(at(date, 13));
    const office = await createTestUser(testApp, { userType: "office" });
    const period = { first: date, last: date };
    const calendar = (user: TestUser, filters = {}) =>
      calendarVisits(testApp.services.db, sessionUserOf(user), period, filters);

    const [seen] = await calendar(office);
    expect(seen).toEqual({
      id: visitId,
      href: expect.stringMatching(/^\/enterprise-carm\/tickets\/[\w-]+$/),
      label: expect.stringMatching(new RegExp(`^Visit ${reference}: Repair, .+, with .+, Scheduled$`)),
      cancelled: false,
      date,
      startMinute: 13 * 60,
      endMinute: 15 * 60,
    });
    expect((await calendar(technician)).map((visit) => visit.id)).toContain(visitId);
    expect((await calendar(otherTechnician)).map((visit) => visit.id)).not.toContain(visitId);
    expect((await calendar(office, { technician: otherTechnician.id })).map((visit) => visit.id)).not.toContain(
      visitId,
    );
    // Filtered by what only appointments have, the calendar shows appointments only.
    expect(await calendar(office, { type: "maintenance" })).toEqual([]);

    const dayOf = async (user: TestUser, query: string) =>
      myDayPageData(
        { services: testApp.services, checkedUser: sessionUserOf(user) } as never,
        new URL(`http://localhost/enterprise-carm/my-day${query}`),
      );
    const own = await dayOf(technician, `?date=${date}`);
    expect(own.date).toBe(date);
    expect([own.previous < date, own.next > date]).toEqual([true, true]);
    expect(own.visits.map((visit) => visit.id)).toContain(visitId);
    expect((await dayOf(otherTechnician, `?date=${date}`)).visits.map((visit) => visit.id)).not.toContain(visitId);
    // An unreadable date is today's page, not an error.
    const unreadable = await dayOf(technician, "?date=2026-02-30");
    expect(unreadable.date).toBe(unreadable.today);
  });
});

describe("parts from stock", () => {
  it("takes the part from stock with a service_part audit row naming the ticket, a part row and a history entry", async () => {
    const sku = await insertTestProduct(testApp.services.db, 5);
    const { visitId, ticketId, reference } = await scheduledVisit(at(bookableWeekday(7), 10));
    expect(visitId).toBeTruthy();
    const res = await as(technicianCookie).post(
      `/api/service/tickets/${ticketId}/parts`,
      { sku, quantity: 2 },
      randomUUID(),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ticketId, sku, quantity: 2 });
    expect(await stockOf(sku)).toBe(3);
    const audit = await testApp.services.db
      .select()
      .from(inventoryAdjustments)
      .where(eq(inventoryAdjustments.ticketReference, reference));
    expect(audit).toMatchObject([
      { reason: "service_part", quantityChange: -2, stockAfter: 3, actorId: technician.id },
    ]);
    expect(
      await testApp.services.db.select().from(ticketParts).where(eq(ticketParts.ticketId, ticketId)),
    ).toMatchObject([{ sku, quantity: 2, addedBy: technician.id }]);
    expect((await historyOf(ticketId)).filter((event) => event.kind === "part")).toHaveLength(1);
  });

  it("not enough stock is a 409 on quantity and takes nothing; a stranger's ticket is a 404", async () => {
    const sku = await insertTestProduct(testApp.services.db, 1);
    const { ticketId } = await insertTestTicket(testApp, { technicianId: technician.id });
    const short = await as(technicianCookie).post(`/api/service/tickets/${ticketId}/parts`, { sku, quantity: 2 });
    expect(short.status).toBe(409);
    expect(short.body.errors).toEqual({ quantity: "Only 1 of this part in stock" });
    expect(await stockOf(sku)).toBe(1);
    expect(await testApp.services.db.select().from(ticketParts).where(eq(ticketParts.ticketId, ticketId))).toEqual([]);
    const stranger = await as(otherTechnicianCookie).post(`/api/service/tickets/${ticketId}/parts`, {
      sku,
      quantity: 1,
    });
    expect(stranger.status).toBe(404);
    const unknown = await as(technicianCookie).post(`/api/service/tickets/${ticketId}/parts`, {
      sku: "NO-SUCH-SKU",
      quantity: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty("sku");
  });

  it("a part sent twice with one key is taken once", async () => {
    const sku = await insertTestProduct(testApp.services.db, 4);
    const { ticketId } = await insertTestTicket(testApp, { technicianId: technician.id });
    const body = { sku, quantity: 1, idempotencyKey: randomUUID() };
    await as(technicianCookie).post(`/api/service/tickets/${ticketId}/parts`, body);
    await as(technicianCookie).post(`/api/service/tickets/${ticketId}/parts`, body);
    expect(await stockOf(sku)).toBe(3);
  });
});

describe("races (PostgreSQL)", () => {
  raceTest("ten visits for the one crew at one time: exactly one is scheduled, the others are told 409", async () => {
    const date = bookableWeekday(8);
    const tickets = await Promise.all(Array.from({ length: 10 }, () => insertTestTicket(testApp)));
    const technicians = await Promise.all(tickets.map(() => createTestUser(testApp, { userType: "technician" })));
    const responses = await Promise.all(
      tickets.map((ticket, i) =>
        as(officeCookie).post(`/api/service/tickets/${ticket.ticketId}/visits`, {
          startsAt: at(date, 10),
          technicianId: technicians[i]!.id,
        }),
      ),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
  });

  raceTest("an order and a ticket racing for the last unit: exactly one gets it", async () => {
    const sku = await insertTestProduct(testApp.services.db, 1);
    const { ticketId } = await insertTestTicket(testApp, { technicianId: technician.id });
    const [order, part] = await Promise.all([
      request(testApp.app)
        .post("/api/orders")
        .set("Idempotency-Key", randomUUID())
        .send({
          items: [{ sku, quantity: 1 }],
          contact: { name: "Racer", email: "racer@example.com", phone: "(530) 555-0100" },
          delivery: { method: "pickup" },
          billingAddress: { line1: "1 Main St", city: "Redding", state: "CA", postalCode: "96001" },
          paymentMethod: "invoice",
        }),
      as(technicianCookie).post(`/api/service/tickets/${ticketId}/parts`, { sku, quantity: 1 }),
    ]);
    expect([order.status, part.status].sort()).toEqual([201, 409]);
    expect(await stockOf(sku)).toBe(0);
    const [product] = await testApp.services.db.select().from(products).where(eq(products.sku, sku));
    const taken = await testApp.services.db
      .select()
      .from(inventoryAdjustments)
      .where(and(eq(inventoryAdjustments.productId, product!.id)));
    expect(taken).toHaveLength(1);
  });
});
