import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { queuedMails } from "#tests/support/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { leadActivities } from "#app/areas/sales/tables.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { BOOKING_RATE_LIMIT_MESSAGE } from "./api.server.ts";
import { addDaysToLocalDate, localDateOf } from "./local-date.ts";
import { SLOT_TAKEN_MESSAGE } from "./slot-taken.ts";
import { appointments, bookingBlocks, bookingClosedDays } from "./tables.server.ts";
import { raceTest } from "#tests/support/race-test.ts";

const SALES = "sales@shasta-solar.test";
const ZONE = "America/Los_Angeles";
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ SALES_EMAIL: SALES, BOOKING_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(async () => testApp.close());

const slotsOf = (date: string, type = "residential-consultation") =>
  request(testApp.app).get("/api/bookings/available-slots").query({ date, type });

function booking(start: string, overrides: Record<string, unknown> = {}) {
  return {
    type: "residential-consultation",
    start,
    name: "Maria Lopez",
    email: `maria-${randomUUID().slice(0, 8)}@example.com`,
    phone: "(530) 555-0199",
    address: "1450 Court St, Redding, CA 96001",
    notes: "Gate code 1234",
    ...overrides,
  };
}

const create = (body: object, key?: string) => {
  const req = request(testApp.app).post("/api/bookings/create");
  return (key ? req.set("Idempotency-Key", key) : req).send(body);
};

describe("GET /api/bookings/available-slots", () => {
  it("lists a weekday's starts as instants with the zone's offset; end is start plus the duration", async () => {
    const date = bookableWeekday(0);
    const res = await slotsOf(date);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date, timeZone: ZONE, type: "residential-consultation" });
    expect(res.body.slots[0].start).toMatch(new RegExp(`^${date}T08:00:00\\.000-0[78]:00$`));
    for (const slot of res.body.slots) {
      expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(60 * 60_000);
    }
  });

  it("answers a day without availability (Sunday, a closed day) with no slots", async () => {
    let sunday = bookableWeekday(0);
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDaysToLocalDate(sunday, 1);
    expect((await slotsOf(sunday)).body.slots).toEqual([]);
    const closed = bookableWeekday(5);
    await testApp.services.db.insert(bookingClosedDays).values({ date: closed, reason: "Holiday" });
    expect((await slotsOf(closed)).body.slots).toEqual([]);
  });

  it("covers a range of at most 31 days, however far ahead the type may be booked", async () => {
    const range = (from: string, days: number) =>
      request(testApp.app)
        .get("/api/bookings/available-slots")
        .query({ from, to: addDaysToLocalDate(from, days - 1), type: "maintenance" });
    const week = await range(bookableWeekday(0), 7);
    expect(week.status).toBe(200);
    expect(week.body.slots.length).toBeGreaterThan(37);
    const today = localDateOf(new Date(), ZONE);
    expect((await range(today, 31)).status).toBe(200);

    // Under the 30-day horizon a 32-day range is past the horizon too; a longer horizon leaves only the cap to refuse it.
    const maintenance = appointmentTypeBySlug("maintenance")!;
    const { horizonDays } = maintenance;
    maintenance.horizonDays = 90;
    try {
      const long = await range(today, 32);
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ to: "A range covers at most 31 days" });
    } finally {
      maintenance.horizonDays = horizonDays;
    }
  });

  it("refuses a bad date, an unknown type, a past date and one beyond the horizon, naming the field", async () => {
    const today = localDateOf(new Date(), ZONE);
    const cases: Array<[Record<string, string>, string]> = [
      [{ date: "2026-02-30", type: "maintenance" }, "date"],
      [{ date: "tomorrow", type: "maintenance" }, "date"],
      [{ date: bookableWeekday(0), type: "sauna" }, "type"],
      [{ date: addDaysToLocalDate(today, -1), type: "maintenance" }, "date"],
      [{ date: addDaysToLocalDate(today, 31), type: "maintenance" }, "date"],
    ];
    for (const [query, field] of cases) {
      const res = await request(testApp.app).get("/api/bookings/available-slots").query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(res.body.errors[field], JSON.stringify(query)).toBeTruthy();
    }
  });

  it("hides a staff-blocked time", async () => {
    const date = bookableWeekday(1);
    const [first] = (await slotsOf(date)).body.slots;
    await testApp.services.db.insert(bookingBlocks).values({
      startsAt: new Date(first.start),
      endsAt: new Date(new Date(first.start).getTime() + 30 * 60_000),
      reason: "Crew training",
    });
    const starts = (await slotsOf(date)).body.slots.map((slot: { start: string }) => slot.start);
    expect(starts).not.toContain(first.start);
  });
});

describe("POST /api/bookings/create", () => {
  it("books, makes a lead with the appointment on its timeline, and queues the mails with a calendar invitation", async () => {
    const date = bookableWeekday(2);
    const [slot] = (await slotsOf(date)).body.slots;
    const body = booking(slot.start);
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      reference: expect.stringMatching(/^AP-[2-9A-HJ-NP-Z]{6}$/),
      type: "residential-consultation",
      start: slot.start,
      end: slot.end,
      manageUrl: expect.stringMatching(/\/resources\/book-appointment\/manage\/[\w-]+$/),
    });
    expect((await slotsOf(date)).body.slots.map((s: { start: string }) => s.start)).not.toContain(slot.start);

    const [appointment] = await testApp.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.reference, res.body.reference));
    const [lead] = await testApp.services.db.select().from(leads).where(eq(leads.id, appointment!.leadId));
    expect(lead).toMatchObject({
      source: "booking",
      email: body.email,
      phone: body.phone,
      address: body.address,
      serviceNeeded: "New Solar Installation",
      status: "site_visit_scheduled",
    });
    const activities = await testApp.services.db
      .select()
      .from(leadActivities)
      .where(eq(leadActivities.leadId, lead!.id));
    expect(activities).toMatchObject([{ kind: "appointment_booked", actorId: null }]);

    const [mail] = await queuedMails(testApp, "booking_booked", body.email);
    expect(mail!.text).toContain(res.body.manageUrl);
    const invite = mail!.attachments![0]!;
    expect(invite.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const event = Object.values(ical.sync.parseICS(invite.content)).find((entry) => entry?.type === "VEVENT") as VEvent;
    expect(invite.content).toContain("METHOD:REQUEST");
    expect(event.uid).toContain(appointment!.id);
    expect(Number(event.sequence)).toBe(0);
    expect(event.start.toISOString()).toBe(new Date(slot.start).toISOString());
    expect(event.end!.toISOString()).toBe(new Date(slot.end).toISOString());
    expect(event.location).toBe(body.address);
    expect(JSON.stringify(event.organizer).toLowerCase()).toContain("mailto:no-reply@localhost");
    expect(await queuedMails(testApp, "booking_staff", SALES)).not.toHaveLength(0);
  });

  it("attaches a booking to the open lead with the same e-mail", async () => {
    const date = bookableWeekday(3);
    const slots = (await slotsOf(date)).body.slots;
    const email = `repeat-${randomUUID().slice(0, 8)}@example.com`;
    const first = await create(booking(slots[0].start, { email }));
    const second = await create(booking(slots[10].start, { email: email.toUpperCase() }));
    expect([first.status, second.status]).toEqual([201, 201]);
    const rows = await testApp.services.db.select().from(leads).where(eq(leads.email, email));
    expect(rows).toHaveLength(1);
  });

  it("files a battery consultation call as battery storage, still new, and moves an open lead on to a site visit", async () => {
    const slots = (await slotsOf(bookableWeekday(12), "battery-consultation")).body.slots;
    const email = `battery-${randomUUID().slice(0, 8)}@example.com`;
    const call = await create(booking(slots[0].start, { email, type: "battery-consultation", address: undefined }));
    expect(call.status).toBe(201);
    const leadOf = async () => (await testApp.services.db.select().from(leads).where(eq(leads.email, email)))[0];
    expect(await leadOf()).toMatchObject({ serviceNeeded: "Battery Storage", status: "new" });
    const [visit] = (await slotsOf(bookableWeekday(13))).body.slots;
    expect((await create(booking(visit.start, { email }))).status).toBe(201);
    expect(await leadOf()).toMatchObject({ serviceNeeded: "Battery Storage", status: "site_visit_scheduled" });
  });

  it("answers a retry with the same Idempotency-Key with the first booking, made once; another body is a 422", async () => {
    const [slot, later] = (await slotsOf(bookableWeekday(4))).body.slots;
    const key = randomUUID();
    const body = booking(slot.start);
    const first = await create(body, key);
    const retry = await create(body, key);
    const other = await create({ ...body, start: later.start }, key);
    expect([first.status, retry.status, other.status]).toEqual([201, 201, 422]);
    expect(retry.body).toEqual(first.body);
    expect(other.body.errors).toEqual({
      idempotencyKey: "This Idempotency-Key was already used for a different request",
    });
    const rows = await testApp.services.db.select().from(appointments).where(eq(appointments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  raceTest("makes one booking for two requests at once with the same Idempotency-Key; both get it", async () => {
    const slot = (await slotsOf(bookableWeekday(4))).body.slots.at(-1);
    const key = randomUUID();
    const body = booking(slot.start);
    const [a, b] = await Promise.all([create(body, key), create(body, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const rows = await testApp.services.db.select().from(appointments).where(eq(appointments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  raceTest(
    "gives exactly one of 20 concurrent bookings of one slot; the others get 409 with the day's fresh slots",
    async () => {
      const date = bookableWeekday(6);
      const [slot] = (await slotsOf(date)).body.slots;
      const answers = await Promise.all(Array.from({ length: 20 }, () => create(booking(slot.start))));
      expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
      const refused = answers.filter((res) => res.status === 409);
      expect(refused).toHaveLength(19);
      for (const res of refused) {
        expect(res.body.message).toBe(SLOT_TAKEN_MESSAGE);
        expect(res.body.slots.length).toBeGreaterThan(0);
        expect(res.body.slots.map((s: { start: string }) => s.start)).not.toContain(slot.start);
      }
    },
  );

  it("refuses bad fields with SPEC §5's messages and a start that is no slot with 400", async () => {
    const [slot] = (await slotsOf(bookableWeekday(7))).body.slots;
    const bad = await create(booking(slot.start, { name: "M", email: "maria@", phone: "12345", address: "" }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address (e.g., name@example.com)",
      phone: "Please enter a valid phone number with at least 10 digits",
      address: "Please enter your complete address",
    });
    const phoneType = await create(booking(slot.start, { type: "battery-consultation", address: undefined }));
    expect(phoneType.status).toBe(201);
    const offGrid = new Date(new Date(slot.start).getTime() + 7 * 60_000).toISOString();
    const res = await create(booking(offGrid));
    expect(res.status).toBe(400);
    expect(res.body.errors.start).toBeTruthy();
    expect((await create(booking("2026-13-01T10:00:00Z"))).status).toBe(400);
  });

  it("refuses control characters in the name, address and notes with a message under each; keeps the notes' line breaks", async () => {
    const [slot] = (await slotsOf(bookableWeekday(7))).body.slots;
    for (const control of ["\r", "\u000b", "\u000c", "\u001b", "\u0085", "\u2028"]) {
      const bad = await create(
        booking(slot.start, { name: `Eve${control}Q`, address: `1450 Court${control}St`, notes: `Gate${control}1234` }),
      );
      expect(bad.status, JSON.stringify(control)).toBe(400);
      expect(bad.body.errors).toEqual({
        name: "Please use one line without tabs or control characters",
        address: "Please use one line without tabs or control characters",
        notes: "Please remove invisible control characters from this field",
      });
    }
    expect((await create(booking(slot.start, { notes: "Gate code 1234\r\nDog in the yard\n\tFriendly" }))).status).toBe(
      201,
    );
  });

  it("does not queue mails for a refused booking", async () => {
    const before = (await testApp.services.db.select().from(mailOutbox)).length;
    await create(booking("not a time"));
    expect((await testApp.services.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe("the hourly booking limit", () => {
  it("allows BOOKING_RATE_LIMIT_PER_HOUR bookings per client address, then answers 429 with Retry-After", async () => {
    const limited = await createTestApp({ BOOKING_RATE_LIMIT_PER_HOUR: "2" });
    try {
      const date = bookableWeekday(0);
      const slots = (
        await request(limited.app).get("/api/bookings/available-slots").query({ date, type: "maintenance" })
      ).body.slots as Array<{ start: string }>;
      const send = (body: object) => request(limited.app).post("/api/bookings/create").send(body);
      expect((await send(booking(slots[0]!.start, { type: "maintenance" }))).status).toBe(201);
      expect((await send(booking("not a time"))).status).toBe(400);
      const over = await send(booking(slots[8]!.start, { type: "maintenance" }));
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ message: BOOKING_RATE_LIMIT_MESSAGE });
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(3500);
      expect(await limited.services.db.select().from(appointments)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
