import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { myDayPageData } from "#app/areas/delivery/service-visits/index.server.ts";
import { serviceVisits } from "#app/areas/delivery/service-visits/tables.server.ts";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { planChecklistItem } from "./plan-visit-hooks.server.ts";
import { planVisits } from "./tables.server.ts";

/**
 * Issue 29 §1: the office books a due plan visit into the crew calendar; cancelling the crew-calendar visit puts it
 * back in the due list, completing it records the plan visit done with its own checklist (decision 0191).
 */
let testApp: TestApp;
let officeCookie: string;
let technician: TestUser;
let technicianCookie: string;
let otherTechnician: TestUser;
let siteId: string;
let customerId: string;
let day = 0;

const as = (cookie: string) => ({
  get: (path: string) => request(testApp.app).get(path).set("Cookie", cookie),
  post: (path: string, body: object = {}) => request(testApp.app).post(path).set("Cookie", cookie).send(body),
});

/** 10:00 Pacific on the next bookable weekday not used yet by this file, as the API takes an instant. */
function nextStart(hour = 10): string {
  const [year, month, date] = bookableWeekday(day++).split("-").map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day: date, hour, minute: 0 }, "America/Los_Angeles").toISOString();
}

/** A marina plan sold today at the test site; its visits for the next 12 months, soonest first. */
async function soldVisits() {
  const sold = await as(officeCookie).post("/api/service/plans", {
    siteId,
    templateId: "marina-care",
    startsOn: officeToday(),
  });
  expect(sold.status).toBe(201);
  return sold.body.visits as { id: string; dueOn: string; title: string }[];
}

const book = (visitId: string, body: object) => as(officeCookie).post(`/api/service/plan-visits/${visitId}/book`, body);

async function dueIds() {
  const answer = await as(officeCookie).get("/api/service/visits/due?pageSize=100");
  expect(answer.status).toBe(200);
  return (answer.body.items as { id: string }[]).map((item) => item.id);
}

const planVisitRow = async (id: string) =>
  (await testApp.services.db.select().from(planVisits).where(eq(planVisits.id, id)))[0]!;

beforeAll(async () => {
  testApp = await createTestApp({ BOOKING_CREWS: "2", FORM_RATE_LIMIT_PER_HOUR: "1000" });
  officeCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "office" })).id);
  technician = await createTestUser(testApp, { userType: "technician" });
  technicianCookie = await signedInCookie(testApp, technician.id);
  otherTechnician = await createTestUser(testApp, { userType: "technician" });
  customerId = await createCustomer(testApp.services.db, { email: "dock@example.com", name: "Dock Keeper" });
  const site = await as(officeCookie).post("/api/service/sites", {
    customerId,
    address: { line1: "3 Pier Road", city: "Redding", state: "CA", postalCode: "96001" },
  });
  expect(site.status).toBe(201);
  siteId = site.body.id;
}, 60_000);
afterAll(() => testApp.close());

describe("POST /api/service/plan-visits/:id/book", () => {
  it("opens an inspection ticket at the plan's site, schedules its visit and takes the plan visit off the due list", async () => {
    const [visit] = await soldVisits();
    const startsAt = nextStart();
    const booked = await book(visit!.id, { startsAt, technicianId: technician.id });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ id: visit!.id, state: "booked", startsAt, technicianId: technician.id });

    const [ticket] = await testApp.services.db
      .select()
      .from(serviceTickets)
      .where(eq(serviceTickets.id, booked.body.ticketId));
    expect(ticket).toMatchObject({ siteId, customerId, type: "inspection", status: "scheduled" });
    expect(ticket!.description).toContain(visit!.title);
    const [scheduled] = await testApp.services.db
      .select()
      .from(serviceVisits)
      .where(eq(serviceVisits.id, booked.body.serviceVisitId));
    expect(scheduled).toMatchObject({ ticketId: ticket!.id, technicianId: technician.id, status: "scheduled" });
    expect(await planVisitRow(visit!.id)).toMatchObject({
      state: "booked",
      ticketId: ticket!.id,
      serviceVisitId: scheduled!.id,
    });
    expect(await dueIds()).not.toContain(visit!.id);
  });

  it("books a plan visit once: a second booking is a 409 and schedules nothing", async () => {
    const [visit] = await soldVisits();
    expect((await book(visit!.id, { startsAt: nextStart(), technicianId: technician.id })).status).toBe(201);
    const again = await book(visit!.id, { startsAt: nextStart(), technicianId: otherTechnician.id });
    expect(again.status).toBe(409);
    const visits = await testApp.services.db
      .select()
      .from(serviceVisits)
      .where(eq(serviceVisits.technicianId, otherTechnician.id));
    expect(visits).toEqual([]);
  });

  it("keeps the crew calendar single-booked: a technician taken at that time is a 409 naming the field", async () => {
    const [first, second] = await soldVisits();
    const startsAt = nextStart();
    expect((await book(first!.id, { startsAt, technicianId: technician.id })).status).toBe(201);
    const clash = await book(second!.id, { startsAt, technicianId: technician.id });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toHaveProperty("technicianId");
    expect(await planVisitRow(second!.id)).toMatchObject({ state: "due", ticketId: null, serviceVisitId: null });
    expect(await dueIds()).toContain(second!.id);
  });

  it("refuses bad input naming its fields, and a missing plan visit with 404", async () => {
    const [visit] = await soldVisits();
    const bad = await book(visit!.id, { startsAt: "soon", technicianId: "Bob" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["startsAt", "technicianId"]);
    const missing = await book(crypto.randomUUID(), { startsAt: nextStart(), technicianId: technician.id });
    expect(missing.status).toBe(404);
  });

  it("is the office's: a technician is refused", async () => {
    const [visit] = await soldVisits();
    const refused = await as(technicianCookie).post(`/api/service/plan-visits/${visit!.id}/book`, {
      startsAt: nextStart(),
      technicianId: technician.id,
    });
    expect(refused.status).toBe(403);
  });

  raceTest("books a plan visit once when two bookings arrive at once", async () => {
    const [visit] = await soldVisits();
    const answers = await Promise.all([
      book(visit!.id, { startsAt: nextStart(), technicianId: technician.id }),
      book(visit!.id, { startsAt: nextStart(), technicianId: otherTechnician.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const row = await planVisitRow(visit!.id);
    const scheduled = await testApp.services.db
      .select()
      .from(serviceVisits)
      .where(eq(serviceVisits.ticketId, row.ticketId!));
    expect(scheduled.map((one) => one.id)).toEqual([row.serviceVisitId]);
  });
});

describe("cancelling the booked crew-calendar visit", () => {
  it("puts the plan visit back in the due list; booking it again reuses its ticket", async () => {
    const [visit] = await soldVisits();
    const booked = await book(visit!.id, { startsAt: nextStart(), technicianId: technician.id });
    const cancelled = await as(officeCookie).post(`/api/service/visits/${booked.body.serviceVisitId}/cancel`, {
      reason: "Customer away",
    });
    expect(cancelled.status).toBe(200);
    expect(await planVisitRow(visit!.id)).toMatchObject({ state: "due", serviceVisitId: null });
    expect(await dueIds()).toContain(visit!.id);

    const again = await book(visit!.id, { startsAt: nextStart(), technicianId: technician.id });
    expect(again.status).toBe(201);
    expect(again.body.ticketId).toBe(booked.body.ticketId);
  });

  it("from the plan (cancel-booking) cancels the crew-calendar visit too, freeing its time", async () => {
    const [visit] = await soldVisits();
    const startsAt = nextStart();
    const booked = await book(visit!.id, { startsAt, technicianId: technician.id });
    const cancelled = await as(officeCookie).post(`/api/service/plan-visits/${visit!.id}/cancel-booking`);
    expect(cancelled.status).toBe(200);
    const [crewVisit] = await testApp.services.db
      .select()
      .from(serviceVisits)
      .where(eq(serviceVisits.id, booked.body.serviceVisitId));
    expect(crewVisit!.status).toBe("cancelled");
    expect(await dueIds()).toContain(visit!.id);
    // The technician's time is free again: the same start books.
    expect((await book(visit!.id, { startsAt, technicianId: technician.id })).status).toBe(201);
  });
});

describe("the technician's day", () => {
  it("shows a booked plan visit with the plan visit's own checklist, not its ticket type's", async () => {
    const [visit] = await soldVisits();
    const startsAt = nextStart();
    const booked = await book(visit!.id, { startsAt, technicianId: technician.id });
    const context = { services: testApp.services, checkedUser: sessionUserOf(technician) } as never;
    const day = await myDayPageData(context, new URL("http://localhost/enterprise-carm/my-day"), new Date(startsAt));
    const shown = day.visits.find((one) => one.id === booked.body.serviceVisitId);
    const kind = planTemplateOf("marina-care")!.visits.find((one) => one.title === visit!.title)!;
    expect(shown!.checklist).toEqual(kind.checklist.map(planChecklistItem));
  });
});

describe("completing the booked crew-calendar visit", () => {
  it("records the plan visit done with its own checklist as ticked; the next visit stays where it was due", async () => {
    const visits = await soldVisits();
    const corrosion = visits.filter((visit) => visit.title === "Corrosion inspection");
    const [first, next] = corrosion;
    const booked = await book(first!.id, { startsAt: nextStart(), technicianId: technician.id });
    const checklist = planTemplateOf("marina-care")!
      .visits.find((kind) => kind.key === "corrosion-inspection")!
      .checklist.map(planChecklistItem);
    expect(checklist.every((item) => item.id.length <= 60)).toBe(true);

    const visitPath = `/api/service/visits/${booked.body.serviceVisitId}`;
    expect((await as(technicianCookie).post(`${visitPath}/start`)).status).toBe(200);
    // A ticket type's item is not this visit's: the plan visit's checklist is the one it takes.
    const wrong = await as(technicianCookie).post(`${visitPath}/complete`, {
      resolutionNotes: "Done",
      signedOffBy: "Dock Keeper",
      checklist: ["panels"],
    });
    expect(wrong.status).toBe(400);
    const completed = await as(technicianCookie).post(`${visitPath}/complete`, {
      resolutionNotes: "Two clamps replaced; seals fine.",
      signedOffBy: "Dock Keeper",
      checklist: [checklist[0]!.id, checklist[2]!.id],
    });
    expect(completed.status).toBe(200);

    const done = await planVisitRow(first!.id);
    expect(done).toMatchObject({
      state: "done",
      doneOn: officeToday(new Date(completed.body.completedAt)),
      notes: "Two clamps replaced; seals fine.",
    });
    expect(done.checklist).toEqual(
      checklist.map((item, index) => ({ item: item.label, checked: index === 0 || index === 2 })),
    );
    expect(await dueIds()).not.toContain(first!.id);
    // Decision 0188: a visit done early or late leaves the next where the plan's schedule put it.
    expect(await planVisitRow(next!.id)).toMatchObject({ state: "due", dueOn: next!.dueOn });
    expect(await dueIds()).toContain(next!.id);
  });
});
