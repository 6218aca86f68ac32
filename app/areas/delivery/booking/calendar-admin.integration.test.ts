import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import ical from "node-ical";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { queuedMails } from "#tests/support/outbox.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf } from "#tests/support/users.ts";
import type { SessionUser } from "#server/http/access.ts";
import { company } from "#app/content/company.ts";
import { leadActivities } from "#app/areas/sales/tables.server.ts";
import { appointmentsPageData } from "./appointments-page.server.ts";
import { addDaysToLocalDate, localDatesBetween, parseLocalDate } from "./local-date.ts";
import { SLOT_TAKEN_MESSAGE } from "./slot-taken.ts";

let testApp: TestApp;
let admin: string;
let adminUser: SessionUser;
beforeAll(async () => {
  testApp = await createTestApp({ BOOKING_RATE_LIMIT_PER_HOUR: "1000" });
  const user = await createTestUser(testApp, { userType: "admin" });
  adminUser = sessionUserOf(user);
  admin = await signedInCookie(testApp, user.id);
});
afterAll(async () => testApp.close());

const asAdmin = (method: "get" | "post", path: string) => request(testApp.app)[method](path).set("Cookie", admin);
const slotsOf = async (date: string) =>
  (await request(testApp.app).get("/api/bookings/available-slots").query({ date, type: "repair-diagnosis" })).body
    .slots as Array<{ start: string }>;

/** An hour on a date in the company's zone as the slots API writes it: with that day's offset, PST or PDT. */
function companyHour(date: string, hour: number): string {
  const { year, month, day } = parseLocalDate(date);
  return new TZDate(year, month - 1, day, hour, 0, company.timeZone).toISOString();
}

describe("the back office's calendar", () => {
  it("blocks a time and closes a day so their slots disappear, and opens them again", async () => {
    const date = bookableWeekday(12);
    const [ten, noon] = [companyHour(date, 10), companyHour(date, 12)];
    expect((await slotsOf(date)).map((slot) => slot.start)).toContain(ten);
    const block = await asAdmin("post", "/api/admin/booking-blocks").send({
      date,
      from: "10:00",
      to: "12:00",
      reason: "Crew training",
    });
    expect(block.status).toBe(201);
    const starts = (await slotsOf(date)).map((slot) => slot.start);
    expect(starts).not.toContain(ten);
    expect(starts).toContain(noon);
    expect(
      (await asAdmin("post", "/api/admin/booking-blocks").send({ date, from: "12:00", to: "11:00", reason: "x" }))
        .status,
    ).toBe(400);

    const closed = await asAdmin("post", "/api/admin/booking-closed-days").send({ date, reason: "Holiday" });
    expect(closed.status).toBe(201);
    expect(await slotsOf(date)).toEqual([]);
    expect((await asAdmin("post", "/api/admin/booking-closed-days/remove").send({ date })).status).toBe(200);
    expect((await asAdmin("post", `/api/admin/booking-blocks/${block.body.id}/remove`).send({})).status).toBe(200);
    expect((await slotsOf(date)).map((slot) => slot.start)).toContain(ten);
  });

  it("lists, marks, moves and cancels appointments on the customer's behalf, exports CSV and serves the feed", async () => {
    const date = bookableWeekday(13);
    const [slot] = await slotsOf(date);
    const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
    const booked = await request(testApp.app).post("/api/bookings/create").send({
      type: "repair-diagnosis",
      start: slot!.start,
      name: "Lee Park",
      email,
      phone: "5305550111",
      address: "9 Oak St, Anderson, CA",
    });
    expect(booked.status).toBe(201);
    const list = await asAdmin("get", "/api/admin/appointments").query({ date, view: "day" });
    expect(list.status).toBe(200);
    const [item] = list.body.items;
    expect(item).toMatchObject({ reference: booked.body.reference, status: "booked" });

    const later = (await slotsOf(date)).at(-1)!;
    const moved = await asAdmin("post", `/api/admin/appointments/${item.id}/reschedule`).send({ start: later.start });
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.appointment.startsAt).getTime()).toBe(new Date(later.start).getTime());
    const typed = await asAdmin("post", `/api/admin/appointments/${item.id}/reschedule`).send({ date, time: "14:00" });
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toHaveProperty("start");
    expect(await queuedMails(testApp, "booking_moved", email)).toHaveLength(1);

    const csv = await asAdmin("get", "/api/admin/appointments.csv").query({ date, view: "day" });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(booked.body.reference);

    const feedOf = (token: string) => request(testApp.app).get(`/api/bookings/feed/${token}.ics`);
    const page = await asAdmin("post", "/api/admin/booking-feed/regenerate").send({});
    const feed = await feedOf(page.body.token);
    expect(feed.status).toBe(200);
    const events = Object.values(ical.sync.parseICS(feed.text)).filter((entry) => entry?.type === "VEVENT");
    expect(events.length).toBeGreaterThan(0);
    expect(feed.text).toMatch(/^METHOD:PUBLISH\r$/m);
    expect(feed.text).not.toMatch(/^ATTENDEE/m);
    expect((await feedOf("wrong-token-wrong-token")).status).toBe(404);
    const renewed = await asAdmin("post", "/api/admin/booking-feed/regenerate").send({});
    expect((await feedOf(renewed.body.token)).status).toBe(200);
    expect((await feedOf(page.body.token)).status).toBe(404);

    const cancelled = await asAdmin("post", `/api/admin/appointments/${item.id}/cancel`).send({
      cancelReason: "The customer called to cancel",
    });
    expect(cancelled.status).toBe(200);
    expect(await queuedMails(testApp, "booking_cancelled", email)).toHaveLength(1);
    expect((await asAdmin("post", `/api/admin/appointments/${item.id}/done`).send({})).status).toBe(409);
  });

  it("answers done and no-show for an appointment that does not exist with 404", async () => {
    for (const mark of ["done", "no-show"]) {
      const res = await asAdmin("post", `/api/admin/appointments/${randomUUID()}/${mark}`).send({});
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Appointment not found");
    }
  });
});

describe("marking appointments and filtering the list", () => {
  it("marks done and no-show on the lead's timeline; type and status filters, and the CSV, leave other rows out", async () => {
    const date = bookableWeekday(14);
    const slots = await slotsOf(date);
    const book = async (type: string, start: string) => {
      const res = await request(testApp.app)
        .post("/api/bookings/create")
        .send({
          type,
          start,
          name: "Kim Soto",
          email: `mark-${randomUUID().slice(0, 8)}@example.com`,
          phone: "5305550114",
          address: "7 Pine St, Redding, CA",
        });
      expect(res.status).toBe(201);
      const day = await asAdmin("get", "/api/admin/appointments").query({
        date,
        view: "day",
        search: res.body.reference,
      });
      return day.body.items[0] as { id: string; reference: string; leadId: string };
    };
    // 08:00, 10:00 and 12:00: repair-diagnosis and maintenance both last an hour, so each slot is still free.
    const done = await book("repair-diagnosis", slots[0]!.start);
    const noShow = await book("repair-diagnosis", slots[8]!.start);
    const other = await book("maintenance", slots[16]!.start);

    const marked = await asAdmin("post", `/api/admin/appointments/${done.id}/done`).send({});
    expect([marked.status, marked.body.status]).toEqual([200, "done"]);
    const missed = await asAdmin("post", `/api/admin/appointments/${noShow.id}/no-show`).send({});
    expect([missed.status, missed.body.status]).toEqual([200, "no_show"]);
    const timeline = await testApp.services.db
      .select()
      .from(leadActivities)
      .where(eq(leadActivities.kind, "appointment_marked"));
    expect(timeline.map((entry) => [entry.leadId, entry.detail])).toEqual(
      expect.arrayContaining([
        [done.leadId, { appointmentId: done.id, reference: done.reference, status: "done" }],
        [noShow.leadId, { appointmentId: noShow.id, reference: noShow.reference, status: "no_show" }],
      ]),
    );

    const references = async (filters: Record<string, string>) =>
      (await asAdmin("get", "/api/admin/appointments").query({ date, view: "day", ...filters })).body.items
        .map((item: { reference: string }) => item.reference)
        .sort();
    expect(await references({ type: "repair-diagnosis" })).toEqual([done.reference, noShow.reference].sort());
    expect(await references({ type: "maintenance" })).toEqual([other.reference]);
    expect(await references({ status: "done" })).toEqual([done.reference]);
    expect(await references({ status: "no_show" })).toEqual([noShow.reference]);
    expect(await references({ status: "booked" })).toEqual([other.reference]);

    const csv = await asAdmin("get", "/api/admin/appointments.csv").query({ date, view: "day", status: "no_show" });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(noShow.reference);
    expect(csv.text).not.toContain(done.reference);
    expect(csv.text).not.toContain(other.reference);
    const typed = await asAdmin("get", "/api/admin/appointments.csv").query({ date, view: "day", type: "maintenance" });
    expect(typed.text).toContain(other.reference);
    expect(typed.text).not.toContain(done.reference);
  });
});

describe("the appointments page's calendar and move picker", () => {
  it("places an appointment and a block on the week's grid and offers the appointment's own time to move to", async () => {
    const date = bookableWeekday(16);
    const [slot] = await slotsOf(date);
    const booked = await request(testApp.app)
      .post("/api/bookings/create")
      .send({
        type: "repair-diagnosis",
        start: slot!.start,
        name: "Ana Ruiz",
        email: `grid-${randomUUID().slice(0, 8)}@example.com`,
        phone: "5305550112",
        address: "3 Elm St, Redding, CA",
      });
    expect(booked.status).toBe(201);
    await asAdmin("post", "/api/admin/booking-blocks").send({
      date,
      from: "13:00",
      to: "14:30",
      reason: "Crew meeting",
    });
    const url = new URL(`http://localhost/admin-crm/appointments?date=${date}&type=repair-diagnosis`);
    const page = await appointmentsPageData(testApp.services, adminUser, url);
    expect(page.list).toBeNull();
    expect(page.week!.days.map((day) => day.date)).toEqual(localDatesBetween(date, addDaysToLocalDate(date, 6)));
    expect(page.week!.days[0]).toMatchObject({ open: [{ opens: 480, closes: 1080 }], closedReason: null });
    const entry = page.week!.entries.find((item) => item.reference === booked.body.reference);
    expect(entry).toMatchObject({ date, startMinute: 480, endMinute: 540, customerName: "Ana Ruiz" });
    expect(page.week!.blocks).toContainEqual(
      expect.objectContaining({ date, startMinute: 780, endMinute: 870, reason: "Crew meeting" }),
    );

    expect((await slotsOf(date)).map((free) => free.start)).not.toContain(slot!.start);
    url.searchParams.set("appointment", entry!.id);
    const opened = await appointmentsPageData(testApp.services, adminUser, url);
    expect(opened.panel!.appointment.reference).toBe(booked.body.reference);
    expect(opened.panel!.move).toMatchObject({ date, error: null });
    expect(opened.panel!.move!.slots.map((free) => free.start)).toContain(slot!.start);

    // Another booking takes a time; moving onto it is the booking page's 409, and the picker no longer offers it.
    const other = await request(testApp.app)
      .post("/api/bookings/create")
      .send({
        type: "repair-diagnosis",
        start: opened.panel!.move!.slots.at(-1)!.start,
        name: "Bo Chen",
        email: `grid-${randomUUID().slice(0, 8)}@example.com`,
        phone: "5305550113",
        address: "4 Elm St, Redding, CA",
      });
    expect(other.status).toBe(201);
    const taken = await asAdmin("post", `/api/admin/appointments/${entry!.id}/reschedule`).send({
      start: opened.panel!.move!.slots.at(-1)!.start,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SLOT_TAKEN_MESSAGE);
    const fresh = await appointmentsPageData(testApp.services, adminUser, url);
    expect(fresh.panel!.move!.slots.map((free) => free.start)).not.toContain(opened.panel!.move!.slots.at(-1)!.start);

    url.searchParams.set("on", addDaysToLocalDate(date, 60));
    const far = await appointmentsPageData(testApp.services, adminUser, url);
    expect(far.panel!.move).toMatchObject({ slots: [], error: "Appointments can be booked up to 30 days ahead" });

    url.searchParams.set("show", "list");
    const list = await appointmentsPageData(testApp.services, adminUser, url);
    expect(list.week).toBeNull();
    expect(list.list!.items.map((item) => item.reference)).toContain(booked.body.reference);
  });
});
