import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { placeTestOrder } from "#tests/support/orders.ts";
import { linkTokenIn } from "#tests/support/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { confirmEmail } from "./email-verification.server.ts";
import { findLoginCandidate } from "./users.server.ts";
import { loadAccountDashboard } from "#app/areas/delivery/index.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTRATIONS_PER_IP_PER_HOUR: "100",
    BOOKING_RATE_LIMIT_PER_HOUR: "1000",
    ORDER_RATE_LIMIT_PER_HOUR: "1000",
  });
});
afterAll(() => testApp.close());

async function bookAsGuest(email: string, day: number): Promise<string> {
  const date = bookableWeekday(day);
  const slots = await request(testApp.app)
    .get("/api/bookings/available-slots")
    .query({ date, type: "residential-consultation" });
  const res = await request(testApp.app).post("/api/bookings/create").send({
    type: "residential-consultation",
    start: slots.body.slots[0].start,
    name: "Maria Lopez",
    email,
    phone: "(530) 555-0199",
    address: "1450 Court St, Redding, CA 96001",
  });
  expect(res.status).toBe(201);
  return res.body.reference as string;
}

async function register(username: string, email: string) {
  const res = await request(testApp.app).post("/api/register").send({
    firstName: "Maria",
    lastName: "Lopez",
    email,
    username,
    password: "SolarPanel9",
    confirmPassword: "SolarPanel9",
  });
  expect(res.status).toBe(201);
}

async function dashboardOf(username: string) {
  const candidate = (await findLoginCandidate(testApp.services.db, username))!;
  return loadAccountDashboard(testApp.services, candidate.user);
}

describe("a guest's order and appointment on the account dashboard", () => {
  it("are listed once the account registered with the same address confirms it, in whatever case it was typed", async () => {
    const email = "maria.guest@example.com";
    const { orderNumber } = await placeTestOrder(testApp, undefined, "Maria.Guest@Example.com");
    const appointment = await bookAsGuest(email, 0);
    await register("maria_guest", email);

    const before = await dashboardOf("maria_guest");
    expect(before.orders).toEqual([]);
    expect(before.appointments).toEqual([]);

    expect(await confirmEmail(testApp.services, await linkTokenIn(testApp, "email_verification", email))).toEqual({
      state: "confirmed",
      email,
    });
    const after = await dashboardOf("maria_guest");
    expect(after.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
    expect(after.appointments).toEqual([
      expect.objectContaining({
        reference: appointment,
        typeName: "Residential Solar Consultation",
        status: "booked",
        managePath: expect.stringMatching(/^\/resources\/book-appointment\/manage\/[\w-]+$/),
      }),
    ]);
  });

  it("stay off an account whose address is unconfirmed, and off another confirmed account", async () => {
    const email = "unconfirmed.guest@example.com";
    await placeTestOrder(testApp, undefined, email);
    await bookAsGuest(email, 1);
    await register("unconfirmed_guest", email);
    await register("someone_else", "someone.else@example.com");
    await confirmEmail(testApp.services, await linkTokenIn(testApp, "email_verification", "someone.else@example.com"));

    for (const username of ["unconfirmed_guest", "someone_else"]) {
      const dashboard = await dashboardOf(username);
      expect(dashboard.orders).toEqual([]);
      expect(dashboard.appointments).toEqual([]);
    }
  });

  it("lets the confirmed account open the guest order's confirmation page", async () => {
    const email = "page.guest@example.com";
    const { orderNumber } = await placeTestOrder(testApp, undefined, email);
    await register("page_guest", email);
    const agent = request.agent(testApp.app);
    await agent.post("/api/login").send({ username: "page_guest", password: "SolarPanel9" });
    expect((await agent.get(`/api/orders/${orderNumber}`)).status).toBe(404);

    await confirmEmail(testApp.services, await linkTokenIn(testApp, "email_verification", email));
    const res = await agent.get(`/api/orders/${orderNumber}`);
    expect(res.status).toBe(200);
    expect(res.body.contact.email).toBe(email);
  });
});
