import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProject } from "#tests/support/projects.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { referralRewards } from "./tables.server.ts";

/**
 * Issue 27 §6: a customer referred by another; the referrer's reward ($250.00) becomes due once the referred
 * customer's project reaches its final stage, once however often (or however concurrently) that stage is completed;
 * the referrals list shows it due, then paid; scoped like the customers, amounts only for readers of money.
 */

let testApp: TestApp;
let admin: TestUser;
let rep: TestUser;
let technician: TestUser;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  admin = await createTestUser(testApp, { userType: "admin" });
  rep = await createTestUser(testApp, { userType: "sales" });
  technician = await createTestUser(testApp, { userType: "technician" });
  for (const user of [admin, rep, technician]) cookie[user.id] = await signedInCookie(testApp, user.id);
}, 60_000);
afterAll(() => testApp.close());

const as = (user: TestUser) => ({
  get: (path: string) => request(testApp.app).get(path).set("Cookie", cookie[user.id]!),
  post: (path: string, body: object = {}) => request(testApp.app).post(path).set("Cookie", cookie[user.id]!).send(body),
});

/** A referrer (a consultation's customer) and a referred client with a project whose stages are all listed. */
async function referredProject(email: string) {
  const form = await request(testApp.app)
    .post("/api/solar-form")
    .send({
      website: "",
      startedAt: Date.now() - 10_000,
      customerName: "Rita Referrer",
      email: `referrer.${email}`,
      phone: "(530) 555-0190",
      address: "9 Elm St, Redding, CA 96001",
      propertyType: "Residential",
      serviceNeeded: "New Solar Installation",
    });
  const [referrer] = await testApp.services.db
    .select({ customerId: leads.customerId })
    .from(leads)
    .where(eq(leads.id, form.body.id as string));
  const client = await createTestUser(testApp, { emailVerified: true, username: email.replace(/[^a-z]/g, "_") });
  const seeded = await seedProject(testApp, admin, client);
  const [account] = await testApp.services.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, client.id));
  const project = await as(admin).get(`/api/projects/${seeded.projectId}`);
  const stages = project.body.stages as { id: string }[];
  return {
    seeded,
    referredId: account!.customerId!,
    referrerId: referrer!.customerId!,
    finalStageId: stages.at(-1)!.id,
  };
}

const done = { state: "done", tellClient: false };

describe("a referral reward", () => {
  it("is due once the referred project's final stage is done, once however often, then paid by the office", async () => {
    const { referredId, referrerId, finalStageId, seeded } = await referredProject("referred.one@example.com");
    expect(
      (await as(admin).post(`/api/crm/customers/${referredId}/referrer`, { referredById: referredId })).body,
    ).toMatchObject({ errors: { referredById: "A customer cannot refer themselves" } });
    expect(
      (await as(admin).post(`/api/crm/customers/${referredId}/referrer`, { referredById: referrerId })).status,
    ).toBe(200);

    // An earlier stage done pays nothing; the final stage done twice pays once.
    const firstStage = await as(admin).post(`/api/admin/project-stages/${seeded.stageId}/change`, done);
    expect(firstStage.status).toBe(200);
    expect(
      await testApp.services.db.select().from(referralRewards).where(eq(referralRewards.referredId, referredId)),
    ).toEqual([]);
    for (let n = 0; n < 2; n++) {
      expect((await as(admin).post(`/api/admin/project-stages/${finalStageId}/change`, done)).status).toBe(200);
    }
    const rewards = await testApp.services.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referredId, referredId));
    expect(rewards).toMatchObject([{ referrerId, amountCents: 25_000, paidAt: null }]);

    const due = await as(admin).get("/api/crm/referrals?state=due");
    expect(due.body.items).toContainEqual(
      expect.objectContaining({ id: rewards[0]!.id, amountCents: 25_000, referredName: "Test Person" }),
    );
    const paid = await as(admin).post(`/api/crm/referrals/${rewards[0]!.id}/paid`);
    expect(paid.status).toBe(200);
    expect((await as(admin).post(`/api/crm/referrals/${rewards[0]!.id}/paid`)).status).toBe(409);
    const listed = await as(admin).get("/api/crm/referrals?state=paid");
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ id: rewards[0]!.id, paidByName: "Test Person" }),
    );

    // A sales rep reads rewards of customers they read; another rep's referrer is outside.
    expect((await as(rep).get("/api/crm/referrals")).body.items.map((item: { id: string }) => item.id)).toContain(
      rewards[0]!.id,
    );
    await testApp.services.db.update(customers).set({ ownerId: admin.id }).where(eq(customers.id, referrerId));
    expect((await as(rep).get("/api/crm/referrals")).body.items.map((item: { id: string }) => item.id)).not.toContain(
      rewards[0]!.id,
    );
    expect((await as(rep).post(`/api/crm/referrals/${rewards[0]!.id}/paid`)).status).toBe(403);
    expect((await as(technician).get("/api/crm/referrals")).status).toBe(403);
  });

  raceTest("is due once when the final stage is completed twice at once", async () => {
    const { referredId, referrerId, finalStageId } = await referredProject("referred.race@example.com");
    await as(admin).post(`/api/crm/customers/${referredId}/referrer`, { referredById: referrerId });
    const answers = await Promise.all(
      [1, 2, 3].map(() => as(admin).post(`/api/admin/project-stages/${finalStageId}/change`, done)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(
      await testApp.services.db.select().from(referralRewards).where(eq(referralRewards.referredId, referredId)),
    ).toHaveLength(1);
  });
});
