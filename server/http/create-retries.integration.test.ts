import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { insertTestProduct } from "#tests/support/orders.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/** The public creates, each allowed one new record an hour per client address, so the second of anything is over. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    ORDER_RATE_LIMIT_PER_HOUR: "1",
    BOOKING_RATE_LIMIT_PER_HOUR: "1",
    FORM_RATE_LIMIT_PER_HOUR: "1",
    REGISTRATIONS_PER_IP_PER_HOUR: "1",
    TRUST_PROXY: "1",
  });
});
afterAll(() => testApp.close());

const REUSED = {
  message: "This Idempotency-Key was already used for a different request",
  errors: { idempotencyKey: "This Idempotency-Key was already used for a different request" },
};

/** Each test posts from an address of its own, so their limits do not meet. */
const post = (path: string, key: string, body: object, from: string) =>
  request(testApp.app).post(path).set("X-Forwarded-For", from).set("Idempotency-Key", key).send(body);

const order = (sku: string, quantity: number) => ({
  items: [{ sku, quantity }],
  contact: { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199" },
  delivery: { method: "pickup" },
  billingAddress: { line1: "1450 Court St", city: "Redding", state: "CA", postalCode: "96001" },
  paymentMethod: "invoice",
});

async function bookingAt(slotIndex: number) {
  const date = bookableWeekday(3);
  const slots = await request(testApp.app).get("/api/bookings/available-slots").query({ date, type: "maintenance" });
  return {
    type: "maintenance",
    start: (slots.body.slots as Array<{ start: string }>)[slotIndex]!.start,
    name: "Maria Lopez",
    email: "maria@example.com",
    phone: "(530) 555-0199",
    address: "1450 Court St, Redding, CA 96001",
  };
}

describe("an Idempotency-Key sent again with another body", () => {
  it("is a 422 on POST /api/orders, and places nothing", async () => {
    const sku = await insertTestProduct(testApp.services.db, 10);
    const key = randomUUID();
    const first = await post("/api/orders", key, order(sku, 1), "203.0.113.1");
    expect(first.status).toBe(201);
    const other = await post("/api/orders", key, order(sku, 3), "203.0.113.1");
    expect(other.status).toBe(422);
    expect(other.body).toEqual(REUSED);
    const same = await post("/api/orders", key, order(sku, 1), "203.0.113.1");
    expect(same.body).toEqual(first.body);
  });

  it("is a 422 on POST /api/bookings/create", async () => {
    const key = randomUUID();
    const first = await post("/api/bookings/create", key, await bookingAt(0), "203.0.113.2");
    expect(first.status).toBe(201);
    const other = await post("/api/bookings/create", key, await bookingAt(4), "203.0.113.2");
    expect(other.status).toBe(422);
    expect(other.body).toEqual(REUSED);
  });
});

describe("a retry of a completed create at the client's limit", () => {
  it("gets the booking's answer, manage link included, not a 429", async () => {
    const key = randomUUID();
    const body = await bookingAt(8);
    const first = await post("/api/bookings/create", key, body, "203.0.113.3");
    expect(first.status).toBe(201);
    expect((await post("/api/bookings/create", randomUUID(), await bookingAt(12), "203.0.113.3")).status).toBe(429);
    const retry = await post("/api/bookings/create", key, body, "203.0.113.3");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.body.manageUrl).toMatch(/\/resources\/book-appointment\/manage\//);
  });

  it("gets the lead's reference on /api/solar-form and /api/contact", async () => {
    const key = randomUUID();
    const body = { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199", message: "Call me." };
    const first = await post("/api/contact", key, body, "203.0.113.4");
    expect(first.status).toBe(201);
    expect((await post("/api/contact", randomUUID(), body, "203.0.113.4")).status).toBe(429);
    const retry = await post("/api/contact", key, body, "203.0.113.4");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
  });

  it("gets the account it made on /api/register", async () => {
    const key = randomUUID();
    const registration = (username: string) => ({
      firstName: "Dana",
      lastName: "Rivera",
      email: `${username}@example.com`,
      username,
      password: "SolarPanel9",
      confirmPassword: "SolarPanel9",
    });
    const first = await post("/api/register", key, registration("retry_dana"), "203.0.113.5");
    expect(first.status).toBe(201);
    const over = await post("/api/register", randomUUID(), registration("other_dana"), "203.0.113.5");
    expect(over.status).toBe(429);
    const retry = await post("/api/register", key, registration("retry_dana"), "203.0.113.5");
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
  });
});
