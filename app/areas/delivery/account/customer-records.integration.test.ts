import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { placeTestOrder } from "#tests/support/orders.ts";
import { linkTokenIn } from "#tests/support/outbox.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf } from "#tests/support/users.ts";
import type { SessionUser } from "#server/http/access.ts";
import { confirmEmail } from "#app/areas/identity/index.server.ts";
import { appointments } from "#app/areas/delivery/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { CustomerPanel } from "./customer-panel.tsx";
import { customerOfLead } from "./customer-records.server.ts";

let testApp: TestApp;
let office: SessionUser;
beforeAll(async () => {
  testApp = await createTestApp({
    FORM_RATE_LIMIT_PER_HOUR: "1000",
    REGISTRATIONS_PER_IP_PER_HOUR: "100",
    BOOKING_RATE_LIMIT_PER_HOUR: "1000",
    ORDER_RATE_LIMIT_PER_HOUR: "1000",
  });
  office = sessionUserOf(await createTestUser(testApp, { userType: "office" }));
});
afterAll(() => testApp.close());

const EMAIL = "whole.person@example.com";

async function leadId(body: object, path = "/api/solar-form"): Promise<string> {
  const res = await request(testApp.app)
    .post(path)
    .send({ website: "", startedAt: Date.now() - 10_000, ...body });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const consultation = (email: string, phone: string) => ({
  customerName: "Rosa Whole",
  email,
  phone,
  address: "12 Hilltop Dr, Redding, CA 96003",
  propertyType: "Residential",
  serviceNeeded: "New Solar Installation",
});

/** One person's records made every way the site makes them, the account confirmed, and a project for it. */
async function seedPerson() {
  const first = await leadId(consultation(EMAIL, "(530) 555-0177"));
  const second = await leadId({ name: "Rosa Whole", email: EMAIL, message: "A question" }, "/api/contact");
  const slots = await request(testApp.app)
    .get("/api/bookings/available-slots")
    .query({ date: bookableWeekday(0), type: "residential-consultation" });
  const booked = await request(testApp.app).post("/api/bookings/create").send({
    type: "residential-consultation",
    start: slots.body.slots[0].start,
    name: "Rosa Whole",
    email: EMAIL,
    phone: "(530) 555-0177",
    address: "12 hilltop dr, Redding, CA 96003",
  });
  expect(booked.status).toBe(201);
  const { orderNumber } = await placeTestOrder(testApp, undefined, EMAIL);
  await request(testApp.app).post("/api/newsletter/subscribe").send({ email: EMAIL, source: "newsletter_form" });
  const registered = await request(testApp.app).post("/api/register").send({
    firstName: "Rosa",
    lastName: "Whole",
    email: EMAIL,
    username: "rosa_whole",
    password: "SolarPanel9",
    confirmPassword: "SolarPanel9",
  });
  expect(registered.status).toBe(201);
  await confirmEmail(testApp.services, await linkTokenIn(testApp, "email_verification", EMAIL));
  const admin = await createTestUser(testApp, { userType: "admin" });
  const project = await request(testApp.app)
    .post("/api/admin/projects")
    .set("Cookie", await signedInCookie(testApp, admin.id))
    .send({ clientEmail: EMAIL, title: "Hilltop array", type: "installation", siteAddress: "12 Hilltop Dr" });
  expect(project.status).toBe(201);
  // Someone else with the same phone: a hint for staff, never joined.
  const samePhone = await leadId(consultation("rosa.at.work@example.com", "530-555-0177"));
  const [appointment] = await testApp.services.db
    .select({ id: appointments.id, reference: appointments.reference })
    .from(appointments)
    .where(eq(appointments.reference, booked.body.reference));
  return { first, second, appointment: appointment!, orderNumber, projectId: project.body.id as string, samePhone };
}

describe("the person a lead is from, on the lead's staff page", () => {
  let seeded: Awaited<ReturnType<typeof seedPerson>>;
  beforeAll(async () => {
    seeded = await seedPerson();
  });

  it("is the customer with their other leads, orders, appointments, projects and subscriptions, and who may be the same person", async () => {
    const person = (await customerOfLead(testApp.services, office, seeded.first))!;

    expect(person.customer).toMatchObject({
      name: "Rosa Whole",
      email: EMAIL,
      phone: "(530) 555-0177",
      addresses: ["12 Hilltop Dr, Redding, CA 96003", "1 Test St, Redding, CA 96001"],
      account: { username: "rosa_whole", emailConfirmed: true },
    });
    expect(person.leads.map((lead) => lead.id).sort()).toEqual(
      expect.arrayContaining([seeded.first, seeded.second].sort()),
    );
    expect(person.leads.map((lead) => lead.id)).not.toContain(seeded.samePhone);
    expect(person.orders.map((order) => order.orderNumber)).toEqual([seeded.orderNumber]);
    expect(person.appointments.map((appointment) => appointment.reference)).toEqual([seeded.appointment.reference]);
    expect(person.projects).toEqual([expect.objectContaining({ id: seeded.projectId, title: "Hilltop array" })]);
    expect(person.subscriptions).toEqual([{ email: EMAIL, unsubscribedAt: null }]);
    const [samePhoneLead] = await testApp.services.db
      .select({ customerId: leads.customerId })
      .from(leads)
      .where(eq(leads.id, seeded.samePhone));
    expect(person.possiblySamePerson).toEqual([
      expect.objectContaining({
        id: samePhoneLead!.customerId,
        email: "rosa.at.work@example.com",
        sameEmail: false,
        newestLeadId: seeded.samePhone,
      }),
    ]);

    const html = renderToString(
      createElement(MemoryRouter, null, createElement(CustomerPanel, { records: person, currentLeadId: seeded.first })),
    );
    expect(html).toContain("Rosa Whole");
    expect(html).toContain("rosa_whole (address confirmed)");
    expect(html).toContain(`href="/admin-crm/leads/${seeded.second}"`);
    expect(html).not.toContain(`href="/admin-crm/leads/${seeded.first}"`);
    expect(html).toContain(`href="/platform/inventory/orders?search=${seeded.orderNumber}"`);
    expect(html).toContain(`href="/admin-crm/appointments?appointment=${seeded.appointment.id}"`);
    expect(html).toContain(`href="/admin-crm/projects/${seeded.projectId}"`);
    expect(html).toContain(`href="/admin-crm/leads/${seeded.samePhone}"`);
    expect(html).toContain("same phone");
  });

  it("shows a sales rep only the leads they work, and none of the records their role does not read", async () => {
    const rep = sessionUserOf(await createTestUser(testApp, { userType: "sales" }));
    const otherRep = await createTestUser(testApp, { userType: "sales" });
    await testApp.services.db.update(leads).set({ assigneeId: otherRep.id }).where(eq(leads.id, seeded.second));

    const person = (await customerOfLead(testApp.services, rep, seeded.first))!;
    expect(person.customer.name).toBe("Rosa Whole");
    expect(person.leads.map((lead) => lead.id)).toContain(seeded.first);
    expect(person.leads.map((lead) => lead.id)).not.toContain(seeded.second);
    expect(person).toMatchObject({ orders: [], appointments: [], projects: [], subscriptions: [] });
    expect(person.possiblySamePerson).toEqual([expect.objectContaining({ newestLeadId: seeded.samePhone })]);
    // The office still sees the other rep's lead.
    expect((await customerOfLead(testApp.services, office, seeded.first))!.leads.map((lead) => lead.id)).toContain(
      seeded.second,
    );

    expect(await customerOfLead(testApp.services, rep, seeded.second)).toBeNull();
    await testApp.services.db.update(leads).set({ assigneeId: otherRep.id }).where(eq(leads.id, seeded.samePhone));
    expect((await customerOfLead(testApp.services, rep, seeded.first))!.possiblySamePerson).toEqual([
      expect.objectContaining({ newestLeadId: null }),
    ]);
  });

  it("is absent for a lead that does not exist", async () => {
    expect(await customerOfLead(testApp.services, office, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
