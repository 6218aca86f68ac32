import { randomUUID } from "node:crypto";
import ical from "node-ical";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "../../../tests/support/booking-dates.ts";
import { queuedMails } from "../../../tests/support/outbox.ts";
import { signedInCookie } from "../../../tests/support/sessions.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createTestUser } from "../../../tests/support/users.ts";
import { appointmentsPageData } from "./appointments-page.server.ts";
import { addDaysToLocalDate, localDatesBetween } from "./local-date.ts";
import { SLOT_TAKEN_MESSAGE } from "./slot-taken.ts";

let testApp: TestApp;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp({ BOOKING_RATE_LIMIT_PER_HOUR: "1000" });
  admin = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "admin" })).id);
});
afterAll(async () => testApp.close());

const asAdmin = (method: "get" | "post", path: string) => request(testApp.app)[method](path).set("Cookie", admin);
const slotsOf = async (date: string) =>
  (await request(testApp.app).get("/api/bookings/available-slots").query({ date, type: "repair-diagnosis" })).body
    .slots as Array<{ start: string }>;

describe("the back office's calendar", () => {
  it("blocks a time and closes a day so their slots disappear, and opens them again", async () => {
    const date = bookableWeekday(12);
    expect((await slotsOf(date)).map((slot) => slot.start)).toContain(`${date}T10:00:00.000-08:00`);
    const block = await asAdmin("post", "/api/admin/booking-blocks").send({
      date,
      from: "10:00",
      to: "12:00",
      reason: "Crew training",
    });
    expect(block.status).toBe(201);
    const starts = (await slotsOf(date)).map((slot) => slot.start);
    expect(starts).not.toContain(`${date}T10:00:00.000-08:00`);
    expect(starts).toContain(`${date}T12:00:00.000-08:00`);
    expect(
      (await asAdmin("post", "/api/admin/booking-blocks").send({ date, from: "12:00", to: "11:00", reason: "x" }))
        .status,
    ).toBe(400);

    const closed = await asAdmin("post", "/api/admin/booking-closed-days").send({ date, reason: "Holiday" });
    expect(closed.status).toBe(201);
    expect(await slotsOf(date)).toEqual([]);
    expect((await asAdmin("post", "/api/admin/booking-closed-days/remove").send({ date })).status).toBe(200);
    expect((await asAdmin("post", `/api/admin/booking-blocks/${block.body.id}/remove`).send({})).status).toBe(200);
    expect((await slotsOf(date)).map((slot) => slot.start)).toContain(`${date}T10:00:00.000-08:00`);
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

    const page = await asAdmin("post", "/api/admin/booking-feed/regenerate").send({});
    const feed = await request(testApp.app).get(`/api/bookings/feed/${page.body.token}.ics`);
    expect(feed.status).toBe(200);
    const events = Object.values(ical.sync.parseICS(feed.text)).filter((entry) => entry?.type === "VEVENT");
    expect(events.length).toBeGreaterThan(0);
    expect((await request(testApp.app).get("/api/bookings/feed/wrong-token-wrong-token.ics")).status).toBe(404);

    const cancelled = await asAdmin("post", `/api/admin/appointments/${item.id}/cancel`).send({});
    expect(cancelled.status).toBe(200);
    expect(await queuedMails(testApp, "booking_cancelled", email)).toHaveLength(1);
    expect((await asAdmin("post", `/api/admin/appointments/${item.id}/done`).send({})).status).toBe(409);
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
    const page = await appointmentsPageData(testApp.services, url);
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
    const opened = await appointmentsPageData(testApp.services, url);
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
    const fresh = await appointmentsPageData(testApp.services, url);
    expect(fresh.panel!.move!.slots.map((free) => free.start)).not.toContain(opened.panel!.move!.slots.at(-1)!.start);

    url.searchParams.set("on", addDaysToLocalDate(date, 60));
    const far = await appointmentsPageData(testApp.services, url);
    expect(far.panel!.move).toMatchObject({ slots: [], error: "Appointments can be booked up to 30 days ahead" });

    url.searchParams.set("show", "list");
    const list = await appointmentsPageData(testApp.services, url);
    expect(list.week).toBeNull();
    expect(list.list!.items.map((item) => item.reference)).toContain(booked.body.reference);
  });
});
