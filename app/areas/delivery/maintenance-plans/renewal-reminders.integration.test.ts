import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIsoDate } from "#app/lib/format.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { anchorDayOf, daysAfter, monthsAfter } from "./recurrence.ts";
import { queueRenewalReminders } from "./renewal-reminders.server.ts";
import { sitePlans } from "./tables.server.ts";

/** Issue 29 §1: the customer is reminded by mail, once per term, before their plan's term ends (decision 0192). */
let testApp: TestApp;
let officeCookie: string;
const today = officeToday();

const post = (path: string, body: object = {}) =>
  request(testApp.app).post(path).set("Cookie", officeCookie).send(body);

/** A customer of their own with a site and an annual plan whose term ends `days` days from today. */
async function planEndingIn(days: number, email: string) {
  const customerId = await createCustomer(testApp.services.db, { email, name: "Ruth Alder" });
  const site = await post("/api/service/sites", {
    customerId,
    address: { line1: "77 Oak Run Rd", city: "Palo Cedro", state: "CA", postalCode: "96073" },
  });
  expect(site.status).toBe(201);
  // An annual term ends the day before its anniversary: started a year before `days + 1` days from now.
  const endsOn = daysAfter(today, days);
  const startsOn = monthsAfter(daysAfter(endsOn, 1), -12, anchorDayOf(daysAfter(endsOn, 1)));
  const sold = await post("/api/service/plans", { siteId: site.body.id, templateId: "annual-check-up", startsOn });
  expect(sold.status).toBe(201);
  expect(sold.body.endsOn).toBe(endsOn);
  return { planId: sold.body.id as string, customerId };
}

const mailsTo = (customerId: string) =>
  testApp.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.customerId, customerId), eq(mailOutbox.kind, "plan_renewal_reminder")));

beforeAll(async () => {
  testApp = await createTestApp();
  officeCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "office" })).id);
}, 60_000);
afterAll(() => testApp.close());

describe("renewal reminders", () => {
  it("mails a term ending within 30 days once, however often the job runs", async () => {
    const { planId, customerId } = await planEndingIn(20, "ruth.alder@example.com");
    await queueRenewalReminders(testApp.services);
    await queueRenewalReminders(testApp.services);
    const mails = await mailsTo(customerId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "ruth.alder@example.com",
      subject: `Your Annual solar check-up ends on ${formatIsoDate(daysAfter(today, 20))}`,
    });
    expect(mails[0]!.text).toContain("77 Oak Run Rd, Palo Cedro");
    expect(mails[0]!.text).toContain("/dashboard");
    const [plan] = await testApp.services.db.select().from(sitePlans).where(eq(sitePlans.id, planId));
    expect(plan!.renewalRemindedAt).not.toBeNull();
  });

  it("leaves a term ending later, and a term already renewed, unmailed", async () => {
    const later = await planEndingIn(45, "later@example.com");
    const renewed = await planEndingIn(10, "renewed@example.com");
    expect((await post(`/api/service/plans/${renewed.planId}/renew`)).status).toBe(201);
    await queueRenewalReminders(testApp.services);
    expect(await mailsTo(later.customerId)).toEqual([]);
    expect(await mailsTo(renewed.customerId)).toEqual([]);
    // Thirty days on, the later term is within 30 days of its end: reminded then.
    await queueRenewalReminders(testApp.services, daysAfter(today, 30));
    expect(await mailsTo(later.customerId)).toHaveLength(1);
  });

  raceTest("mails a term once when two instances run the job at once", async () => {
    const { customerId } = await planEndingIn(5, "race@example.com");
    await Promise.all([queueRenewalReminders(testApp.services), queueRenewalReminders(testApp.services)]);
    expect(await mailsTo(customerId)).toHaveLength(1);
  });
});
