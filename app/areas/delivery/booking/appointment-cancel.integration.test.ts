import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { queuedMails } from "#tests/support/outbox.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf } from "#tests/support/users.ts";
import type { SessionUser } from "#server/http/access.ts";
import { appointmentPanel } from "./appointment-panel.server.ts";
import { appointments } from "./tables.server.ts";

const SALES = "sales@shasta-solar.test";
let testApp: TestApp;
let admin: string;
let adminUser: SessionUser;
beforeAll(async () => {
  testApp = await createTestApp({ SALES_EMAIL: SALES, BOOKING_RATE_LIMIT_PER_HOUR: "1000" });
  const user = await createTestUser(testApp, { userType: "admin" });
  adminUser = sessionUserOf(user);
  admin = await signedInCookie(testApp, user.id);
});
afterAll(async () => testApp.close());

let day = 3;
/** A booked site visit with the customer's own notes, on a date no other test here uses. */
async function bookedAppointment() {
  const date = bookableWeekday(day++);
  const slots = (await request(testApp.app).get("/api/bookings/available-slots").query({ date, type: "maintenance" }))
    .body.slots as Array<{ start: string }>;
  const email = `staff-cancel-${randomUUID().slice(0, 8)}@example.com`;
  const booked = await request(testApp.app).post("/api/bookings/create").send({
    type: "maintenance",
    start: slots[0]!.start,
    name: "Ruth Alvarez",
    email,
    phone: "530-555-0122",
    address: "31 Bluff Dr, Redding, CA",
    notes: "Gate code 4411",
  });
  expect(booked.status).toBe(201);
  const [row] = await testApp.services.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.reference, booked.body.reference));
  return { id: row!.id, reference: booked.body.reference as string, email };
}

const cancel = (id: string, body: object) =>
  request(testApp.app).post(`/api/admin/appointments/${id}/cancel`).set("Cookie", admin).send(body);

const statusOf = async (id: string) =>
  (await testApp.services.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

describe("a staff cancellation", () => {
  it("stores the reason, shows it on the panel, and tells the customer that reason and nothing else of staff's", async () => {
    const { id, reference, email } = await bookedAppointment();
    const reason = "Our crew is needed at a storm repair that day";
    const answer = await cancel(id, { cancelReason: `  ${reason} ` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "cancelled", cancelReason: reason });

    const panel = await appointmentPanel(testApp.services, adminUser, id, undefined);
    expect(panel).toMatchObject({ appointment: { status: "cancelled", cancelReason: reason }, move: null });

    const [mail] = await queuedMails(testApp, "booking_cancelled", email);
    expect(mail!.subject).toMatch(new RegExp(`is cancelled \\(${reference}\\)$`));
    expect(mail!.text).toContain(`Our reason: ${reason}`);
    expect(mail!.html).toContain(`Our reason: ${reason}`);
    // The staff notice's labels are not in the customer's mail; the calendar file carries no reason at all.
    expect(mail!.text).not.toContain("Reason for cancelling");
    const calendarFile = mail!.attachments![0]!.content;
    expect(calendarFile).toMatch(/^METHOD:CANCEL\r$/m);
    expect(calendarFile).not.toContain("storm repair");
    expect(calendarFile).not.toContain("Our reason");

    const [notice] = (await queuedMails(testApp, "booking_staff", SALES)).filter((sent) =>
      sent.subject.startsWith(`Appointment cancelled ${reference}:`),
    );
    expect(notice!.text).toContain(`Reason for cancelling`);
    expect(notice!.text).toContain(reason);
  });

  it("refuses no reason, a blank one, two lines and 201 characters with the field's message; the appointment stays booked", async () => {
    const { id, email } = await bookedAppointment();
    const refusals: Array<[object, string]> = [
      [{}, "Please say why the appointment is cancelled"],
      [{ cancelReason: "   " }, "Please say why the appointment is cancelled"],
      [{ cancelReason: "Crew sick\nCall them" }, "Please use one line without tabs or control characters"],
      [{ cancelReason: "x".repeat(201) }, "Must be at most 200 characters"],
    ];
    for (const [body, message] of refusals) {
      const answer = await cancel(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual({ cancelReason: message });
    }
    expect(await statusOf(id)).toBe("booked");
    expect(await queuedMails(testApp, "booking_cancelled", email)).toEqual([]);

    expect((await cancel(id, { cancelReason: "x".repeat(200) })).status).toBe(200);
    expect(await statusOf(id)).toBe("cancelled");
  });
});
