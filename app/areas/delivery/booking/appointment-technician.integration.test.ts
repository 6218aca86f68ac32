import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { queuedMails } from "#tests/support/outbox.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { appointmentsPageData } from "./appointments-page.server.ts";
import { appointments } from "./tables.server.ts";

/** Issue 26 §1: a technician sees only the visits assigned to them, and gets 404 for every other, like a missing one. */
let testApp: TestApp;
let office: TestUser;
let technician: TestUser;
let otherTechnician: TestUser;
const cookies = {} as Record<"office" | "technician" | "otherTechnician", string>;
const date = bookableWeekday(7);
/** Two appointments on one day: the technician's, and one nobody is sent on. */
let theirs: { id: string; reference: string };
let unassigned: { id: string; reference: string };

async function book(start: string) {
  const booked = await request(testApp.app)
    .post("/api/bookings/create")
    .send({
      type: "repair-diagnosis",
      start,
      name: "Dana Whitfield",
      email: `visit-${randomUUID().slice(0, 8)}@example.com`,
      phone: "5305550142",
      address: "77 Cedar Ln, Redding, CA",
    });
  expect(booked.status).toBe(201);
  const [row] = await testApp.services.db
    .select({ id: appointments.id, reference: appointments.reference })
    .from(appointments)
    .where(eq(appointments.reference, booked.body.reference));
  return row!;
}

beforeAll(async () => {
  testApp = await createTestApp({ BOOKING_RATE_LIMIT_PER_HOUR: "1000" });
  office = await createTestUser(testApp, { userType: "office" });
  technician = await createTestUser(testApp, { userType: "technician" });
  otherTechnician = await createTestUser(testApp, { userType: "technician" });
  cookies.office = await signedInCookie(testApp, office.id);
  cookies.technician = await signedInCookie(testApp, technician.id);
  cookies.otherTechnician = await signedInCookie(testApp, otherTechnician.id);
  const slots = (
    await request(testApp.app).get("/api/bookings/available-slots").query({ date, type: "repair-diagnosis" })
  ).body.slots as Array<{ start: string }>;
  theirs = await book(slots[0]!.start);
  unassigned = await book(slots.at(-1)!.start);
}, 60_000);
afterAll(() => testApp.close());

const as = (who: keyof typeof cookies, method: "get" | "post" | "patch", path: string) =>
  request(testApp.app)[method](path).set("Cookie", cookies[who]);
const assign = (id: string, technicianId: string | null, who: keyof typeof cookies = "office") =>
  as(who, "patch", `/api/admin/appointments/${id}/technician`).send({ technicianId });
const listedIds = async (who: keyof typeof cookies, query: Record<string, string> = {}) => {
  const list = await as(who, "get", "/api/admin/appointments").query({ date, view: "day", ...query });
  expect(list.status).toBe(200);
  return (list.body.items as Array<{ id: string }>).map((item) => item.id);
};
const pageOf = (user: TestUser, search: string) =>
  appointmentsPageData(
    testApp.services,
    sessionUserOf(user),
    new URL(`http://localhost/admin-crm/appointments?date=${date}&view=day${search}`),
  );

describe("sending a technician on a visit", () => {
  it("lets the office assign a technician, who is mailed the visit's date, time and address", async () => {
    const answer = await assign(theirs.id, technician.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ technicianId: technician.id, technicianName: "Test Person" });
    const [mail] = await queuedMails(testApp, "booking_technician", technician.email);
    expect(mail?.subject).toContain(theirs.reference);
    expect(mail?.text).toContain("77 Cedar Ln, Redding, CA");
    expect(mail?.text).toContain(`/admin-crm/appointments?appointment=${theirs.id}`);
    // Saving the same technician again mails nobody twice.
    expect((await assign(theirs.id, technician.id)).status).toBe(200);
    expect(await queuedMails(testApp, "booking_technician", technician.email)).toHaveLength(1);
  });

  it("refuses a client, a sales rep, a missing choice and an unknown appointment", async () => {
    const client = await createTestUser(testApp, { userType: "client" });
    const sales = await createTestUser(testApp, { userType: "sales" });
    for (const id of [client.id, sales.id, randomUUID()]) {
      const refused = await assign(unassigned.id, id);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ technicianId: "Please choose a staff member who makes visits, or nobody" });
    }
    const empty = await as("office", "patch", `/api/admin/appointments/${unassigned.id}/technician`).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty("technicianId");
    expect((await assign(randomUUID(), technician.id)).status).toBe(404);
    expect((await assign(theirs.id, otherTechnician.id, "technician")).status).toBe(403);
    const [row] = await testApp.services.db
      .select({ technicianId: appointments.technicianId })
      .from(appointments)
      .where(eq(appointments.id, unassigned.id));
    expect(row?.technicianId).toBeNull();
  });

  it("shows the technician's name on the office's list and filters by technician or nobody", async () => {
    const list = await as("office", "get", "/api/admin/appointments").query({ date, view: "day" });
    const byId = new Map(
      (list.body.items as Array<{ id: string; technicianName: string | null }>).map((i) => [i.id, i]),
    );
    expect(byId.get(theirs.id)?.technicianName).toBe("Test Person");
    expect(byId.get(unassigned.id)?.technicianName).toBeNull();
    expect(await listedIds("office", { technician: technician.id })).toEqual([theirs.id]);
    expect(await listedIds("office", { technician: "none" })).toEqual([unassigned.id]);
  });
});

describe("a technician's appointments", () => {
  it("lists, shows on the calendar and opens only the visits assigned to them", async () => {
    expect(await listedIds("technician")).toEqual([theirs.id]);
    expect(await listedIds("otherTechnician")).toEqual([]);
    expect((await listedIds("office")).sort()).toEqual([theirs.id, unassigned.id].sort());

    const calendar = await pageOf(technician, "");
    expect(calendar.week?.entries.map((entry) => entry.id)).toEqual([theirs.id]);
    // Nothing of the whole calendar: not the feed (it holds every appointment), its changes, nor whom to assign.
    expect(calendar).toMatchObject({ feedUrl: null, changes: null, technicians: [] });
    const officeCalendar = await pageOf(office, "");
    expect(officeCalendar.week?.entries.map((entry) => entry.id).sort()).toEqual([theirs.id, unassigned.id].sort());
    expect(officeCalendar.feedUrl).toMatch(/\/api\/bookings\/feed\/[\w-]+\.ics$/);
    expect(officeCalendar.technicians.map((member) => member.id)).toEqual(
      expect.arrayContaining([technician.id, otherTechnician.id, office.id]),
    );

    const opened = await pageOf(technician, `&appointment=${theirs.id}`);
    expect(opened.panel).toMatchObject({ appointment: { id: theirs.id, technicianName: "Test Person" }, move: null });
    await expect(pageOf(technician, `&appointment=${unassigned.id}`)).rejects.toMatchObject({ kind: "not-found" });
    await expect(pageOf(otherTechnician, `&appointment=${theirs.id}`)).rejects.toMatchObject({ kind: "not-found" });
    expect((await pageOf(office, `&appointment=${unassigned.id}`)).panel?.appointment.id).toBe(unassigned.id);
  });

  it("exports nothing and may not move or cancel, even their own", async () => {
    expect((await as("technician", "get", "/api/admin/appointments.csv").query({ date })).status).toBe(403);
    expect((await as("technician", "post", `/api/admin/appointments/${theirs.id}/cancel`).send({})).status).toBe(403);
    expect((await as("technician", "post", `/api/admin/appointments/${theirs.id}/reschedule`).send({})).status).toBe(
      403,
    );
  });

  it("marks their own visit done, and finds another's not found", async () => {
    const other = await as("technician", "post", `/api/admin/appointments/${unassigned.id}/no-show`).send({});
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: "Appointment not found" });
    const done = await as("technician", "post", `/api/admin/appointments/${theirs.id}/done`).send({});
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: theirs.id, status: "done" });
    expect((await as("otherTechnician", "post", `/api/admin/appointments/${theirs.id}/done`).send({})).status).toBe(
      404,
    );
  });

  it("loses the visit once the office unassigns it, and the trail keeps who had it", async () => {
    const cleared = await assign(theirs.id, null);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ technicianId: null, technicianName: null });
    expect(await listedIds("technician")).toEqual([]);

    const trail = await testApp.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "appointment.assign-technician"), eq(auditEvents.entityId, theirs.id)))
      .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id));
    expect(trail.map((row) => [row.actorId, row.before, row.after])).toEqual([
      [office.id, { technicianId: null }, { technicianId: technician.id, id: theirs.id }],
      [office.id, { technicianId: technician.id }, { technicianId: technician.id, id: theirs.id }],
      [office.id, { technicianId: technician.id }, { technicianId: null, id: theirs.id }],
    ]);
  });
});
