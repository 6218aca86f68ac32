import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { queuedMails } from "#tests/support/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { BOOKING_RATE_LIMIT_MESSAGE } from "./api.server.ts";
import { manageAction, manageLoader } from "./manage-page.server.ts";
import { createManageToken } from "./manage-token.server.ts";
import { queueDueReminders } from "./reminder-job.server.ts";
import { appointments } from "./tables.server.ts";
import { raceTest } from "#tests/support/race-test.ts";

const SALES = "sales@shasta-solar.test";
/** The rate-limit key supertest's requests get (127.0.0.1), so page actions and API calls share one count. */
const CLIENT = "127.0.0.1";
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SALES_EMAIL: SALES, BOOKING_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(async () => testApp.close());

const slotsOf = async (date: string, app = testApp) =>
  (await request(app.app).get("/api/bookings/available-slots").query({ date, type: "maintenance" })).body
    .slots as Array<{ start: string; end: string }>;

async function book(start: string, email: string, app = testApp) {
  const res = await request(app.app).post("/api/bookings/create").send({
    type: "maintenance",
    start,
    name: "Dana Reyes",
    email,
    phone: "530-555-0100",
    address: "22 Lake Blvd, Redding, CA",
  });
  expect(res.status).toBe(201);
  return { ...res.body, token: (res.body.manageUrl as string).split("/").pop()! };
}

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/resources/book-appointment/manage/x", {
    method: "POST",
    body: new URLSearchParams(fields),
  });

function inviteOf(mail: { attachments: Array<{ content: string }> | null }) {
  const content = mail.attachments![0]!.content;
  const event = Object.values(ical.sync.parseICS(content)).find((entry) => entry?.type === "VEVENT") as VEvent;
  return { method: content.match(/^METHOD:(\w+)/m)?.[1], uid: event.uid, sequence: Number(event.sequence), event };
}

describe("manage links", () => {
  it("reschedule keeps the UID and raises SEQUENCE; the old link then shows the new time; cancel sends CANCEL", async () => {
    const date = bookableWeekday(8);
    const slots = await slotsOf(date);
    const [first, second] = [slots[0], slots[12]]; // 08:00 and 11:00: far enough apart that moving frees 08:00
    const email = `dana-${randomUUID().slice(0, 8)}@example.com`;
    const booked = await book(first!.start, email);
    expect(await manageLoader(testApp.services, booked.token)).toMatchObject({
      state: "current",
      appointment: { reference: booked.reference, start: first!.start },
    });

    const moved = await manageAction(
      testApp.services,
      booked.token,
      post({ intent: "reschedule", start: second!.start }),
      CLIENT,
    );
    expect(moved).toMatchObject({
      redirectTo: expect.stringMatching(/^\/resources\/book-appointment\/manage\/[\w-]+$/),
    });
    const newToken = ("redirectTo" in moved ? moved.redirectTo : "").split("/").pop()!;
    expect(newToken).not.toBe(booked.token);
    expect(await manageLoader(testApp.services, booked.token)).toMatchObject({
      state: "moved",
      appointment: { start: second!.start },
    });
    expect((await slotsOf(date)).map((slot) => slot.start)).toContain(first!.start);

    const [confirmation] = await queuedMails(testApp, "booking_booked", email);
    const [movedMail] = await queuedMails(testApp, "booking_moved", email);
    const original = inviteOf(confirmation!);
    const update = inviteOf(movedMail!);
    expect([original.method, original.sequence]).toEqual(["REQUEST", 0]);
    expect([update.method, update.uid, update.sequence]).toEqual(["REQUEST", original.uid, 1]);
    expect(update.event.start.toISOString()).toBe(new Date(second!.start).toISOString());

    const stale = await manageAction(testApp.services, booked.token, post({ intent: "cancel" }), CLIENT);
    expect(stale).toMatchObject({ status: 409 });

    expect(await manageAction(testApp.services, newToken, post({ intent: "cancel" }), CLIENT)).toEqual({
      redirectTo: `/resources/book-appointment/manage/${newToken}`,
    });
    const [cancelMail] = await queuedMails(testApp, "booking_cancelled", email);
    const cancel = inviteOf(cancelMail!);
    expect([cancel.method, cancel.uid, cancel.sequence]).toEqual(["CANCEL", original.uid, 2]);
    const staffSubjects = (await queuedMails(testApp, "booking_staff", SALES)).map((mail) => mail.subject);
    for (const verb of ["New appointment", "Appointment moved", "Appointment cancelled"]) {
      expect(staffSubjects).toContain(`${verb} ${booked.reference}: System Maintenance for Dana Reyes`);
    }
    for (const token of [booked.token, newToken]) {
      expect(await manageLoader(testApp.services, token)).toMatchObject({ state: "cancelled" });
    }
    expect((await slotsOf(date)).map((slot) => slot.start)).toContain(second!.start);
  });

  it("keeps the customer's reason for cancelling for staff: on the appointment and in the staff notice", async () => {
    const [slot] = await slotsOf(bookableWeekday(10));
    const email = `reason-${randomUUID().slice(0, 8)}@example.com`;
    const booked = await book(slot!.start, email);
    const reason = "We sold the house";
    expect(await manageAction(testApp.services, booked.token, post({ intent: "cancel", reason }), CLIENT)).toEqual({
      redirectTo: `/resources/book-appointment/manage/${booked.token}`,
    });
    const [row] = await testApp.services.db
      .select({ status: appointments.status, cancelReason: appointments.cancelReason })
      .from(appointments)
      .where(eq(appointments.reference, booked.reference));
    expect(row).toEqual({ status: "cancelled", cancelReason: reason });
    const notice = (await queuedMails(testApp, "booking_staff", SALES)).find(
      (mail) => mail.subject === `Appointment cancelled ${booked.reference}: System Maintenance for Dana Reyes`,
    );
    expect(notice!.text).toContain("Reason for cancelling");
    expect(notice!.text).toContain(reason);
    const [customerMail] = await queuedMails(testApp, "booking_cancelled", email);
    expect(customerMail!.text).not.toContain(reason);
  });

  it("refuses a reason over 500 characters with a 400 naming the field, and leaves the appointment booked", async () => {
    const [slot] = await slotsOf(bookableWeekday(11));
    const booked = await book(slot!.start, `long-${randomUUID().slice(0, 8)}@example.com`);
    const answer = await manageAction(
      testApp.services,
      booked.token,
      post({ intent: "cancel", reason: "x".repeat(501) }),
      CLIENT,
    );
    expect(answer).toMatchObject({ status: 400, result: { errors: { reason: "Must be at most 500 characters" } } });
    expect(await manageLoader(testApp.services, booked.token)).toMatchObject({ state: "current" });
  });

  it("answers a taken time with 409 and that day's fresh slots", async () => {
    const date = bookableWeekday(9);
    const slots = await slotsOf(date);
    const [first, second] = [slots[0], slots[8]];
    const mine = await book(first!.start, `a-${randomUUID().slice(0, 8)}@example.com`);
    await book(second!.start, `b-${randomUUID().slice(0, 8)}@example.com`);
    const outcome = await manageAction(
      testApp.services,
      mine.token,
      post({ intent: "reschedule", start: second!.start }),
      CLIENT,
    );
    expect(outcome).toMatchObject({
      status: 409,
      result: { message: "That time was just taken. Please pick another.", date, slots: expect.any(Array) },
    });
    const bad = await manageAction(testApp.services, mine.token, post({ intent: "reschedule", start: "soon" }), CLIENT);
    expect(bad).toMatchObject({ status: 400, result: { errors: { start: expect.any(String) } } });
  });

  it("answers a tampered, expired or unknown link with 404", async () => {
    const [slot] = await slotsOf(bookableWeekday(10));
    const { token, reference } = await book(slot!.start, `c-${randomUUID().slice(0, 8)}@example.com`);
    const [row] = await testApp.services.db.select().from(appointments).where(eq(appointments.reference, reference));
    const tampered = token.slice(0, 5) + (token[5] === "A" ? "B" : "A") + token.slice(6);
    // A link to this very appointment and version, signed right, whose time is up: only the expiry refuses it.
    const expired = createManageToken(testApp.services.secret, {
      appointmentId: row!.id,
      sequence: row!.sequence,
      expiresAt: new Date(Date.now() - 1000),
    });
    const unknown = createManageToken(testApp.services.secret, {
      appointmentId: randomUUID(),
      sequence: 0,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    for (const bad of [tampered, expired, unknown, "nonsense"]) {
      await expect(manageLoader(testApp.services, bad)).rejects.toMatchObject({ init: { status: 404 } });
      await expect(manageAction(testApp.services, bad, post({ intent: "cancel" }), CLIENT)).rejects.toMatchObject({
        init: { status: 404 },
      });
      expect((await request(testApp.app).get(`/api/bookings/invite/${bad}`)).status).toBe(404);
    }
    // The same calls with the link as sent succeed: the 404s are for the links, not the calls.
    const invite = await request(testApp.app).get(`/api/bookings/invite/${token}`);
    expect(invite.status).toBe(200);
    expect(invite.text).toContain("METHOD:REQUEST");
    expect(await manageLoader(testApp.services, token)).toMatchObject({ state: "current", appointment: { reference } });
    expect(await manageAction(testApp.services, token, post({ intent: "cancel" }), CLIENT)).toEqual({
      redirectTo: `/resources/book-appointment/manage/${token}`,
    });
  });
});

describe("the hourly booking limit", () => {
  it("counts the manage page's reschedules with the client's bookings and refuses the one over it", async () => {
    const limited = await createTestApp({ BOOKING_RATE_LIMIT_PER_HOUR: "2" });
    try {
      const slots = await slotsOf(bookableWeekday(12), limited);
      const { token } = await book(slots[0]!.start, `l-${randomUUID().slice(0, 8)}@example.com`, limited);
      const reschedule = (from: string, to: string, client: string) =>
        manageAction(limited.services, from, post({ intent: "reschedule", start: to }), client);
      const moved = await reschedule(token, slots[8]!.start, CLIENT);
      const newToken = ("redirectTo" in moved ? moved.redirectTo : "").split("/").pop()!;
      expect(newToken).toBeTruthy();

      expect(await reschedule(newToken, slots[16]!.start, CLIENT)).toEqual({
        result: { message: BOOKING_RATE_LIMIT_MESSAGE, errors: undefined },
        status: 429,
      });
      expect((await request(limited.app).post("/api/bookings/create").send({})).status).toBe(429);
      // Another address has a count of its own.
      expect(await reschedule(newToken, slots[16]!.start, "192.0.2.7")).toMatchObject({
        redirectTo: expect.stringMatching(/^\/resources\/book-appointment\/manage\//),
      });
    } finally {
      await limited.close();
    }
  });
});

describe("reminders", () => {
  raceTest("queues each due reminder once, however many runs claim at the same time", async () => {
    const [slot] = await slotsOf(bookableWeekday(11));
    const email = `r-${randomUUID().slice(0, 8)}@example.com`;
    const { reference } = await book(slot!.start, email);
    await testApp.services.db
      .update(appointments)
      .set({ remindAt: new Date(Date.now() - 60_000) })
      .where(eq(appointments.reference, reference));
    await Promise.all([queueDueReminders(testApp.services), queueDueReminders(testApp.services)]);
    await queueDueReminders(testApp.services);
    const reminders = await queuedMails(testApp, "booking_reminder", email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain("/resources/book-appointment/manage/");
  });
});
