import { and, eq, isNull, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { insertLead } from "#tests/support/leads.ts";
import { placeTestOrder } from "#tests/support/orders.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { getTableConfig } from "drizzle-orm/pg-core";
import { appointments } from "#app/areas/delivery/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { newsletterSubscribers } from "#app/areas/messaging/tables.server.ts";
import { orders } from "#app/areas/commerce/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { customerIdTables } from "./person-tables.server.ts";
import { customers } from "./tables.server.ts";

/**
 * Issue 27 §1: merging two customers who are one person moves every record to the one that stays in one
 * transaction, keeps what each record said, is recorded, and makes one result however often or at once it is asked.
 */

let testApp: TestApp;
let office: TestUser;
let officeCookie: string;
beforeAll(async () => {
  testApp = await createTestApp({
    FORM_RATE_LIMIT_PER_HOUR: "1000",
    BOOKING_RATE_LIMIT_PER_HOUR: "1000",
    ORDER_RATE_LIMIT_PER_HOUR: "1000",
  });
  office = await createTestUser(testApp, { userType: "office" });
  officeCookie = await signedInCookie(testApp, office.id);
});
afterAll(() => testApp.close());

const merge = (survivorId: string, mergedId: string) =>
  request(testApp.app).post("/api/crm/customers/merge").set("Cookie", officeCookie).send({ survivorId, mergedId });

const customerRow = async (id: string) =>
  (await testApp.services.db.select().from(customers).where(eq(customers.id, id)))[0]!;

const customerOfEmail = async (email: string) =>
  (
    await testApp.services.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.emailNormalized, email), isNull(customers.mergedIntoId)))
  )[0]!.id;

/** A guest's every kind of record under one address: a lead, an order, a booking and a newsletter sign-up. */
async function guestWithEveryRecord(email: string) {
  const lead = await insertLead(testApp.services.db, {
    customerName: "R. Alvarez",
    email,
    phone: "(530) 555-0142",
    address: "12 Hilltop Dr, Redding, CA",
  });
  const { orderNumber } = await placeTestOrder(testApp, undefined, email);
  const slots = await request(testApp.app)
    .get("/api/bookings/available-slots")
    .query({ date: bookableWeekday(1), type: "residential-consultation" });
  const booked = await request(testApp.app).post("/api/bookings/create").send({
    type: "residential-consultation",
    start: slots.body.slots[0].start,
    name: "R. Alvarez",
    email,
    phone: "(530) 555-0142",
    address: "12 Hilltop Dr, Redding, CA",
  });
  expect(booked.status).toBe(201);
  const subscribed = await request(testApp.app)
    .post("/api/newsletter/subscribe")
    .send({ email, source: "newsletter_form" });
  expect(subscribed.status).toBe(200);
  return {
    leadId: lead.id,
    orderNumber,
    appointmentReference: booked.body.reference as string,
    customerId: lead.customerId!,
  };
}

describe("POST /api/crm/customers/merge", () => {
  it("moves every record of the merged customer to the survivor, keeping each record's own contact fields", async () => {
    const client = await createTestUser(testApp, { userType: "client", emailVerified: true });
    const [account] = await testApp.services.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.id, client.id));
    const survivorId = account!.customerId!;
    const guest = await guestWithEveryRecord("rosa.work@example.com");
    const { db } = testApp.services;
    await db
      .update(customers)
      .set({ tags: ["solar", "vip"] })
      .where(eq(customers.id, survivorId));
    await db
      .update(customers)
      .set({ tags: ["VIP", "battery"], companyName: "Alvarez Farms" })
      .where(eq(customers.id, guest.customerId));

    const res = await merge(survivorId, guest.customerId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: survivorId });

    const [lead] = await db.select().from(leads).where(eq(leads.id, guest.leadId));
    expect(lead).toMatchObject({ customerId: survivorId, email: "rosa.work@example.com", customerName: "R. Alvarez" });
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, guest.orderNumber));
    expect(order).toMatchObject({ customerId: survivorId, contactEmail: "rosa.work@example.com" });
    const [appointment] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.reference, guest.appointmentReference));
    expect(appointment!.customerId).toBe(survivorId);
    const subscriptions = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "rosa.work@example.com"));
    expect(subscriptions.map((row) => row.customerId)).toEqual([survivorId]);
    // Nothing anywhere still points at the merged customer.
    for (const table of customerIdTables) {
      const left = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.customerId, guest.customerId));
      expect(left[0]!.n, getTableConfig(table).name).toBe(0);
    }

    const survivor = await customerRow(survivorId);
    expect(survivor).toMatchObject({
      email: client.email,
      phone: "(530) 555-0142",
      companyName: "Alvarez Farms",
      town: "Redding",
      utility: "reu",
      tags: ["solar", "vip", "battery"],
      mergedIntoId: null,
    });
    expect(survivor.addresses).toContain("12 Hilltop Dr, Redding, CA");
    const merged = await customerRow(guest.customerId);
    expect(merged).toMatchObject({ mergedIntoId: survivorId, email: "rosa.work@example.com" });

    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "customer.merge"), eq(auditEvents.entityId, survivorId)));
    expect(event!.after).toMatchObject({ survivorId, mergedId: guest.customerId });

    // The merged customer is in no list and has no page.
    const listed = await request(testApp.app)
      .get("/api/crm/customers")
      .query({ q: "rosa.work@example.com" })
      .set("Cookie", officeCookie);
    expect(listed.body.total).toBe(0);
    const page = await request(testApp.app).get(`/api/crm/customers/${guest.customerId}`).set("Cookie", officeCookie);
    expect(page.status).toBe(404);

    // Asked again, either way round, it answers the customer that stayed and changes nothing.
    expect((await merge(survivorId, guest.customerId)).body).toEqual({ id: survivorId });
    expect((await merge(guest.customerId, survivorId)).body).toEqual({ id: survivorId });
    expect((await customerRow(survivorId)).mergedIntoId).toBeNull();
  });

  it("takes a new form from the merged customer's address to the customer that stayed", async () => {
    const first = await insertLead(testApp.services.db, { email: "later@example.com", customerName: "Lee Later" });
    const second = await insertLead(testApp.services.db, { email: "lee@example.com", customerName: "Lee Later" });
    expect((await merge(second.customerId!, first.customerId!)).status).toBe(200);
    const again = await insertLead(testApp.services.db, { email: "later@example.com", customerName: "Lee Later" });
    expect(again.customerId).toBe(second.customerId);
  });

  it("refuses two customers who both have an account (409), a self-merge (400) and a customer already merged elsewhere (409)", async () => {
    const [one, two] = [
      await createTestUser(testApp, { userType: "client" }),
      await createTestUser(testApp, { userType: "client" }),
    ];
    const [first, second] = await Promise.all([customerOfEmail(one.email), customerOfEmail(two.email)]);
    const both = await merge(first, second);
    expect(both.status).toBe(409);
    expect(both.body.message).toMatch(/Both customers have an account/);
    expect((await customerRow(second)).mergedIntoId).toBeNull();

    const self = await merge(first, first);
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual({ mergedId: "A customer cannot be merged into itself" });

    const a = (await insertLead(testApp.services.db, { email: "a.twice@example.com" })).customerId!;
    const b = (await insertLead(testApp.services.db, { email: "b.twice@example.com" })).customerId!;
    const c = (await insertLead(testApp.services.db, { email: "c.twice@example.com" })).customerId!;
    expect((await merge(a, b)).status).toBe(200);
    expect((await merge(c, b)).status).toBe(409);

    const missing = await merge(a, "00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
  });

  it("moves every table that has a customer_id: a new one must join customerIdTables", async () => {
    const columns = await queryRows<{ table_name: string }>(
      testApp.services.db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'customer_id' order by table_name`,
    );
    expect(columns.map((column) => column.table_name)).toEqual(
      customerIdTables.map((table) => getTableConfig(table).name).sort(),
    );
  });

  raceTest("two merges of one pair at once, either way round, leave one customer", async () => {
    for (const [x, y] of [
      ["race.a@example.com", "race.b@example.com"],
      ["race.c@example.com", "race.d@example.com"],
    ] as const) {
      const first = (await insertLead(testApp.services.db, { email: x })).customerId!;
      const second = (await insertLead(testApp.services.db, { email: y })).customerId!;
      const opposite = x === "race.c@example.com";
      const answers = await Promise.all([merge(first, second), opposite ? merge(second, first) : merge(first, second)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
      const rows = await Promise.all([customerRow(first), customerRow(second)]);
      expect(rows.filter((row) => row.mergedIntoId === null)).toHaveLength(1);
      expect(rows.find((row) => row.mergedIntoId === null)!.id).toBe(answers[0]!.body.id);
    }
  });
});
