import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#server/audit/tables.ts";
import { company } from "#app/content/company.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { calendarVisits } from "#app/areas/delivery/service-visits/index.server.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { queueDueVisitReminders } from "./due-reminders.server.ts";
import { planVisitLinkAction, planVisitLinkPageData } from "./plan-visit-link-page.server.ts";
import { createPlanVisitToken } from "./plan-visit-link.server.ts";
import { LINK_EXPIRED, LINK_NOT_FOUND } from "./plan-visit-link-booking.server.ts";
import { daysAfter } from "./recurrence.ts";
import { planVisits } from "./tables.server.ts";

/**
 * Issue 29 §1 (decision 0201): the client is mailed once when a plan visit is due, with a signed link; from it they
 * choose a free time and book the visit through the office's own booking, with the same no-double-booking guarantee.
 */
let testApp: TestApp;
let office: TestUser;
let officeCookie: string;
let siteId: string;
let customerId: string;

const post = (path: string, body: object = {}) =>
  request(testApp.app).post(path).set("Cookie", officeCookie).send(body);

/** A marina plan sold today at the test site: its first visit (due in a month). */
async function firstVisit() {
  const sold = await post("/api/service/plans", { siteId, templateId: "marina-care", startsOn: officeToday() });
  expect(sold.status).toBe(201);
  return sold.body.visits[0] as { id: string; dueOn: string; title: string };
}

const tokenOf = (visit: { id: string; dueOn: string }) =>
  createPlanVisitToken(testApp.services.secret, visit.id, visit.dueOn);

const linkGet = (token: string) => request(testApp.app).get(`/api/plan-visit/${token}`);
const linkBook = (token: string, body: object) => request(testApp.app).post(`/api/plan-visit/${token}/book`).send(body);

const dueMailsOf = (visitTitle: string) =>
  testApp.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.customerId, customerId), eq(mailOutbox.kind, "plan_visit_due")))
    .then((mails) => mails.filter((mail) => mail.text.includes(visitTitle)));

async function dueIds() {
  const answer = await request(testApp.app).get("/api/service/visits/due?pageSize=100").set("Cookie", officeCookie);
  return (answer.body.items as { id: string }[]).map((item) => item.id);
}

beforeAll(async () => {
  // One crew and one technician: two bookings of one time cannot both stand.
  testApp = await createTestApp({ BOOKING_CREWS: "1", BOOKING_RATE_LIMIT_PER_HOUR: "1000" });
  office = await createTestUser(testApp, { userType: "office" });
  officeCookie = await signedInCookie(testApp, office.id);
  await createTestUser(testApp, { userType: "technician" });
  customerId = await createCustomer(testApp.services.db, { email: "harbor@example.com", name: "Nell Harbor" });
  const site = await post("/api/service/sites", {
    customerId,
    address: { line1: "9 Quay Street", city: "Redding", state: "CA", postalCode: "96001" },
  });
  expect(site.status).toBe(201);
  siteId = site.body.id;
}, 60_000);
afterAll(() => testApp.close());

describe("the due visit mail", () => {
  it("is queued once per visit within 21 days of its due day, with the plan, visit, day, link and phone", async () => {
    const visit = await firstVisit();
    // Seen from 22 days before, the visit is not due within 21 days yet.
    expect(await queueDueVisitReminders(testApp.services, daysAfter(visit.dueOn, -22))).toBe(0);
    const seenFrom = daysAfter(visit.dueOn, -21);
    expect(await queueDueVisitReminders(testApp.services, seenFrom)).toBeGreaterThan(0);
    expect(await queueDueVisitReminders(testApp.services, seenFrom)).toBe(0);
    const [row] = await testApp.services.db.select().from(planVisits).where(eq(planVisits.id, visit.id));
    expect(row!.dueRemindedAt).not.toBeNull();
    const mails = await dueMailsOf(formatIsoDate(visit.dueOn));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your corrosion inspection is due on ${formatIsoDate(visit.dueOn)}`);
    for (const text of ["Marina", visit.title, "9 Quay Street, Redding", company.phone.display, "/plan-visit/"]) {
      expect(mails[0]!.text).toContain(text);
    }
    // The mailed link opens the visit.
    const link = mails[0]!.text.match(/\/plan-visit\/([\w-]+)/)![1]!;
    const opened = await linkGet(link);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ state: "due", title: visit.title, dueOn: visit.dueOn });
  });

  it("is not sent again when a booking of the visit is cancelled and it is due again", async () => {
    const visit = await firstVisit();
    await queueDueVisitReminders(testApp.services, daysAfter(visit.dueOn, -10));
    const token = tokenOf(visit);
    const [start] = (await linkGet(token)).body.starts as string[];
    const booked = await linkBook(token, { startsAt: start });
    expect(booked.status).toBe(201);
    const cancelled = await post(`/api/service/plan-visits/${visit.id}/cancel-booking`);
    expect(cancelled.status).toBe(200);
    expect(await dueIds()).toContain(visit.id);
    expect(await queueDueVisitReminders(testApp.services, daysAfter(visit.dueOn, -10))).toBe(0);
    expect((await linkGet(token)).body.state).toBe("due");
  });

  raceTest("is queued once when two instances run the job at once", async () => {
    const visit = await firstVisit();
    const seenFrom = daysAfter(visit.dueOn, -5);
    const [one, two] = await Promise.all([
      queueDueVisitReminders(testApp.services, seenFrom),
      queueDueVisitReminders(testApp.services, seenFrom),
    ]);
    expect(one + two).toBeGreaterThan(0);
    const [row] = await testApp.services.db.select().from(planVisits).where(eq(planVisits.id, visit.id));
    const mails = await testApp.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "plan_visit_due"), eq(mailOutbox.customerId, customerId)));
    expect(
      mails.filter((mail) => mail.text.includes(createPlanVisitToken(testApp.services.secret, row!.id, row!.dueOn))),
    ).toHaveLength(1);
  });
});

describe("the booking link", () => {
  it("answers 404 for a forged or altered token and 410 once expired, each naming the phone", async () => {
    const visit = await firstVisit();
    const token = tokenOf(visit);
    const altered = token.slice(0, 5) + (token[5] === "A" ? "B" : "A") + token.slice(6);
    for (const bad of [altered, "forged", "x".repeat(token.length)]) {
      expect(await linkGet(bad)).toMatchObject({ status: 404, body: { message: LINK_NOT_FOUND } });
      expect((await linkBook(bad, { startsAt: "2030-01-01T17:00:00Z" })).status).toBe(404);
    }
    const expired = createPlanVisitToken(testApp.services.secret, visit.id, daysAfter(officeToday(), -31));
    expect(await linkGet(expired)).toMatchObject({ status: 410, body: { message: LINK_EXPIRED } });
    expect((await linkBook(expired, { startsAt: "2030-01-01T17:00:00Z" })).status).toBe(410);
    expect(LINK_NOT_FOUND).toContain(company.phone.display);
    expect(await planVisitLinkPageData(testApp.services, altered)).toMatchObject({ kind: "refused", status: 404 });
    expect(await planVisitLinkPageData(testApp.services, expired)).toMatchObject({ kind: "refused", status: 410 });
  });

  it("lists free starts around the due day and books one: in the crew calendar, out of the due list, audited", async () => {
    const visit = await firstVisit();
    const token = tokenOf(visit);
    const view = await linkGet(token);
    expect(view.status).toBe(200);
    const starts = view.body.starts as string[];
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) {
      const day = start.slice(0, 10);
      expect(day >= daysAfter(visit.dueOn, -10) && day <= daysAfter(visit.dueOn, 10)).toBe(true);
    }
    expect((await linkBook(token, {})).body.errors).toHaveProperty("startsAt");
    const offGrid = await linkBook(token, { startsAt: "2030-01-01T03:00:00Z" });
    expect(offGrid).toMatchObject({ status: 400, body: { errors: { startsAt: expect.any(String) } } });

    const booked = await linkBook(token, { startsAt: starts[0] });
    expect(booked.status).toBe(201);
    expect(booked.body).toEqual({ id: visit.id, startsAt: starts[0] });
    // A retry of the same booking (its answer lost) gets the same answer; another time is refused.
    expect(await linkBook(token, { startsAt: starts[0] })).toMatchObject({ status: 201, body: booked.body });
    expect((await linkBook(token, { startsAt: starts[1] })).status).toBe(409);

    expect(await dueIds()).not.toContain(visit.id);
    const day = starts[0]!.slice(0, 10);
    const calendar = await calendarVisits(testApp.services.db, sessionUserOf(office), { first: day, last: day }, {});
    const [row] = await testApp.services.db.select().from(planVisits).where(eq(planVisits.id, visit.id));
    expect(calendar.map((entry) => entry.id)).toContain(row!.serviceVisitId);
    const audits = await testApp.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "plan.book-visit-by-link"));
    const audit = audits.find((event) => event.after?.id === visit.id);
    expect(audit).toMatchObject({ actorId: null, entity: "plan", after: { id: visit.id, customerId } });
    expect((await linkGet(token)).body).toMatchObject({ state: "booked", bookedFor: starts[0], starts: [] });
  });

  it("books from the page's form without JavaScript, and keeps the choice with the refusal under it", async () => {
    const visit = await firstVisit();
    const token = tokenOf(visit);
    const { starts } = (await linkGet(token)).body as { starts: string[] };
    const form = (startsAt: string) =>
      new Request(`http://localhost/plan-visit/${token}`, { method: "POST", body: new URLSearchParams({ startsAt }) });
    const client = { clientKey: "203.0.113.9", clientAddress: "203.0.113.9" };
    expect(await planVisitLinkAction(testApp.services, token, form("tomorrow"), client)).toMatchObject({
      status: 400,
      result: { errors: { startsAt: expect.any(String) }, startsAt: "tomorrow" },
    });
    expect(await planVisitLinkAction(testApp.services, token, form(starts.at(-1)!), client)).toEqual({
      redirectTo: `/plan-visit/${token}`,
    });
  });

  raceTest("lets one of two clients racing for one time have it: one 201, one 409", async () => {
    const [first, second] = [await firstVisit(), await firstVisit()];
    const shared = ((await linkGet(tokenOf(first))).body.starts as string[]).at(-2)!;
    expect((await linkGet(tokenOf(second))).body.starts).toContain(shared);
    const answers = await Promise.all([
      linkBook(tokenOf(first), { startsAt: shared }),
      linkBook(tokenOf(second), { startsAt: shared }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.errors).toHaveProperty("startsAt");
  });
});
