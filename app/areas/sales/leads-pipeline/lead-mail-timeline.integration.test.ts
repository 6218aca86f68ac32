import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { mailOutbox } from "#app/areas/messaging/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";

/** Issue 27 §4: the site's own mails to a lead's customer on the lead's timeline, and never another customer's. */

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ SALES_EMAIL: "sales@shastasun.example" });
  const office = await createTestUser(testApp, { userType: "office" });
  cookie = await signedInCookie(testApp, office.id);
});
afterAll(() => testApp.close());

/** A message sent through the contact form, as a visitor does; its lead's id. */
async function contactFrom(name: string, email: string): Promise<string> {
  const res = await request(testApp.app)
    .post("/api/contact")
    .send({ name, email, message: "Do you service inverters?", website: "", startedAt: Date.now() - 10_000 });
  expect(res.status).toBe(201);
  const [lead] = await testApp.services.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.reference, res.body.reference));
  return lead!.id;
}

describe("a lead's timeline", () => {
  it("shows the mails queued for the lead's customer, and neither the staff notice nor another customer's", async () => {
    const rosa = await contactFrom("Rosa Diaz", "rosa@example.com");
    const again = await contactFrom("Rosa Diaz", "ROSA@example.com");
    await contactFrom("Sam Fox", "sam@example.com");

    const mails = await testApp.services.db.select().from(mailOutbox);
    expect(mails.filter((mail) => mail.kind === "lead_staff").every((mail) => mail.customerId === null)).toBe(true);

    const detail = (await request(testApp.app).get(`/api/admin/leads/${rosa}`).set("Cookie", cookie)).body;
    // Both of Rosa's requests were answered: one customer, two confirmations, newest first.
    expect(detail.mails).toHaveLength(2);
    expect(detail.mails.every((mail: { subject: string }) => mail.subject.startsWith("We received your request"))).toBe(
      true,
    );
    expect(detail.mails.map((mail: { status: string }) => mail.status)).toEqual(["queued", "queued"]);
    const samsSubjects = mails.filter((mail) => mail.to === "sam@example.com").map((mail) => mail.subject);
    for (const subject of samsSubjects) {
      expect(detail.mails.map((mail: { subject: string }) => mail.subject)).not.toContain(subject);
    }
    const sameCustomer = (await request(testApp.app).get(`/api/admin/leads/${again}`).set("Cookie", cookie)).body;
    expect(sameCustomer.mails.map((mail: { id: string }) => mail.id)).toEqual(
      detail.mails.map((mail: { id: string }) => mail.id),
    );
  });
});
