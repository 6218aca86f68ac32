import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";

/**
 * Issue 27 §1: what the CRM keeps about a customer (town, utility, property type, owner, tags) is filled from the
 * forms when empty, never over what staff set; a lead's assignee becomes its customer's owner when it has none.
 */

let testApp: TestApp;
let office: TestUser;
let rep: TestUser;
let otherRep: TestUser;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  office = await createTestUser(testApp, { userType: "office" });
  rep = await createTestUser(testApp, { userType: "sales" });
  otherRep = await createTestUser(testApp, { userType: "sales" });
  for (const user of [office, rep, otherRep]) cookie[user.id] = await signedInCookie(testApp, user.id);
});
afterAll(() => testApp.close());

async function sendConsultation(email: string, address: string, propertyType: string) {
  const res = await request(testApp.app)
    .post("/api/solar-form")
    .send({
      website: "",
      startedAt: Date.now() - 10_000,
      customerName: "Ada Quinn",
      email,
      phone: "(530) 555-0160",
      address,
      propertyType,
      serviceNeeded: "New Solar Installation",
    });
  expect(res.status).toBe(201);
  const [lead] = await testApp.services.db.select().from(leads).where(eq(leads.id, res.body.id));
  return lead!;
}

const customerRow = async (id: string) =>
  (await testApp.services.db.select().from(customers).where(eq(customers.id, id)))[0]!;

const change = (as: TestUser, id: string, body: object) =>
  request(testApp.app).patch(`/api/crm/customers/${id}`).set("Cookie", cookie[as.id]!).send(body);

describe("the CRM's fields of a customer", () => {
  it("come from the first form that tells them, and never replace what staff set", async () => {
    const lead = await sendConsultation("ada@example.com", "7 Pine St, Shasta Lake, CA 96019", "Residential");
    expect(await customerRow(lead.customerId!)).toMatchObject({
      town: "Shasta Lake",
      utility: "shasta-lake",
      propertyType: "Residential",
    });

    const saved = await change(office, lead.customerId!, {
      town: "Redding",
      utility: "pge",
      propertyType: "Commercial",
      tags: "roof replaced, call evenings, Roof replaced",
      ownerId: rep.id,
    });
    expect(saved.status).toBe(200);
    await sendConsultation("ada@example.com", "1 Ridge Rd, Burney, CA", "Agricultural");
    expect(await customerRow(lead.customerId!)).toMatchObject({
      town: "Redding",
      utility: "pge",
      propertyType: "Commercial",
      tags: ["roof replaced", "call evenings"],
      ownerId: rep.id,
    });

    const [event] = await testApp.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "customer.change"), eq(auditEvents.entityId, lead.customerId!)));
    expect(event!.before).toEqual({
      ownerId: null,
      town: "Shasta Lake",
      utility: "shasta-lake",
      propertyType: "Residential",
      tags: [],
    });
  });

  it("change only the fields sent; blank or null clears one", async () => {
    const lead = await sendConsultation("bo@example.com", "3 Elm St, Anderson, CA", "Residential");
    expect((await change(office, lead.customerId!, { tags: ["solar"] })).status).toBe(200);
    expect((await change(office, lead.customerId!, { utility: null, town: "" })).status).toBe(200);
    expect(await customerRow(lead.customerId!)).toMatchObject({
      tags: ["solar"],
      town: null,
      utility: null,
      propertyType: "Residential",
    });
  });

  it("refuse an owner who is not staff working customers, too many or too long tags, and an unknown utility", async () => {
    const lead = await sendConsultation("cy@example.com", "3 Elm St, Anderson, CA", "Residential");
    const client = await createTestUser(testApp, { userType: "client" });
    const technician = await createTestUser(testApp, { userType: "technician" });
    for (const ownerId of [client.id, technician.id]) {
      const res = await change(office, lead.customerId!, { ownerId });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ ownerId: "Choose an active staff member who works with customers" });
    }
    const tooMany = Array.from({ length: 21 }, (_, n) => `tag ${n}`);
    expect((await change(office, lead.customerId!, { tags: tooMany })).status).toBe(400);
    expect(
      (await change(office, lead.customerId!, { tags: Array.from({ length: 20 }, (_, n) => `t${n}`) })).status,
    ).toBe(200);
    expect((await change(office, lead.customerId!, { tags: ["x".repeat(41)] })).status).toBe(400);
    expect((await change(office, lead.customerId!, { utility: "edison" })).status).toBe(400);
    const missing = await change(office, "00000000-0000-4000-8000-000000000000", { tags: [] });
    expect(missing.status).toBe(404);
  });

  it("are the office's to change, not a sales rep's", async () => {
    const lead = await sendConsultation("di@example.com", "3 Elm St, Anderson, CA", "Residential");
    expect((await change(rep, lead.customerId!, { tags: ["mine"] })).status).toBe(403);
  });
});

describe("a customer's owner", () => {
  it("becomes the first assignee of the customer's lead, and stays when the lead moves on", async () => {
    const lead = await sendConsultation("eve@example.com", "3 Elm St, Anderson, CA", "Residential");
    expect((await customerRow(lead.customerId!)).ownerId).toBeNull();
    const assign = (assigneeId: string | null) =>
      request(testApp.app)
        .post(`/api/admin/leads/${lead.id}/assignee`)
        .set("Cookie", cookie[office.id]!)
        .send({ assigneeId });
    expect((await assign(rep.id)).status).toBe(200);
    expect((await customerRow(lead.customerId!)).ownerId).toBe(rep.id);
    expect((await assign(otherRep.id)).status).toBe(200);
    expect((await assign(null)).status).toBe(200);
    expect((await customerRow(lead.customerId!)).ownerId).toBe(rep.id);
  });
});
