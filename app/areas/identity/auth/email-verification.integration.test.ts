import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { linkTokenIn, queuedMails } from "#tests/support/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, signedInAgent, type TestUser } from "#tests/support/users.ts";
import { loadAccountDashboard } from "#app/areas/delivery/index.server.ts";
import { createVerificationToken } from "./email-verification-token.server.ts";
import { confirmEmail } from "./email-verification.server.ts";
import { findLoginCandidate } from "./users.server.ts";
import { users } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: "100" });
});
afterAll(() => testApp.close());

const HOUR = 60 * 60 * 1000;
const KIND = "email_verification";

async function account(userId: string) {
  const [row] = await testApp.services.db
    .select({ email: users.email, pendingEmail: users.pendingEmail, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

async function dashboardReferences(user: TestUser): Promise<string[]> {
  const candidate = (await findLoginCandidate(testApp.services.db, user.username))!;
  const { requests } = await loadAccountDashboard(testApp.services, candidate.user);
  return requests.map((r) => r.reference);
}

const profile = (email: string) => ({ firstName: "Test", lastName: "Person", email });

describe("registration", () => {
  it("creates the account unconfirmed and queues a confirmation link that confirms it", async () => {
    const email = "new.client@example.com";
    const agent = request.agent(testApp.app);
    const res = await agent.post("/api/register").send({
      firstName: "Dana",
      lastName: "Rivera",
      email,
      username: "new_client",
      password: "SolarPanel9",
      confirmPassword: "SolarPanel9",
    });
    expect(res.status).toBe(201);
    expect((await account(res.body.id)).emailVerifiedAt).toBeNull();
    const [mail] = await queuedMails(testApp, KIND, email);
    expect(mail!.subject).toMatch(/^Confirm your e-mail address/);
    expect(mail!.text).toContain("http://localhost:3000/verify-email?token=");

    const result = await confirmEmail(testApp.services, await linkTokenIn(testApp, KIND, email));
    expect(result).toEqual({ state: "confirmed", email });
    expect((await account(res.body.id)).emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("changing the e-mail address", () => {
  it("shows another person's anonymous requests only once the new address is confirmed from its own inbox", async () => {
    const user = await createTestUser(testApp, { emailVerified: true });
    const victimEmail = "neighbour@example.com";
    const theirs = await insertLead(testApp.services.db, { email: victimEmail });
    const agent = await signedInAgent(testApp, user);

    const res = await agent.post("/api/user/profile").send(profile(victimEmail));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: user.email, pendingEmail: victimEmail });
    expect(await account(user.id)).toMatchObject({ email: user.email, pendingEmail: victimEmail });
    expect(await dashboardReferences(user)).not.toContain(theirs.reference);
    expect(await queuedMails(testApp, KIND, user.email)).toEqual([]);

    const result = await confirmEmail(testApp.services, await linkTokenIn(testApp, KIND, victimEmail));
    expect(result).toEqual({ state: "confirmed", email: victimEmail });
    expect(await account(user.id)).toMatchObject({ email: victimEmail, pendingEmail: null });
    expect(await dashboardReferences({ ...user, email: victimEmail })).toContain(theirs.reference);
  });

  it("refuses a link made for an earlier pending address, a tampered link and an expired one", async () => {
    const user = await createTestUser(testApp, { emailVerified: true });
    const agent = await signedInAgent(testApp, user);
    await agent.post("/api/user/profile").send(profile("first.choice@example.com")).expect(200);
    const firstToken = await linkTokenIn(testApp, KIND, "first.choice@example.com");
    await agent.post("/api/user/profile").send(profile("second.choice@example.com")).expect(200);
    const secondToken = await linkTokenIn(testApp, KIND, "second.choice@example.com");

    expect(await confirmEmail(testApp.services, firstToken)).toEqual({ state: "invalid" });
    const bytes = Buffer.from(secondToken, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(await confirmEmail(testApp.services, bytes.toString("base64url"))).toEqual({ state: "invalid" });
    const forged = createVerificationToken("another-secret-of-at-least-32-chars", user.id, "second.choice@example.com");
    expect(await confirmEmail(testApp.services, forged)).toEqual({ state: "invalid" });
    expect(await confirmEmail(testApp.services, secondToken, new Date(Date.now() + 49 * HOUR))).toEqual({
      state: "expired",
    });
    expect(await account(user.id)).toMatchObject({ email: user.email, pendingEmail: "second.choice@example.com" });

    expect(await confirmEmail(testApp.services, secondToken)).toEqual({
      state: "confirmed",
      email: "second.choice@example.com",
    });
  });

  it("saving the current address cancels a pending change", async () => {
    const user = await createTestUser(testApp, { emailVerified: true });
    const agent = await signedInAgent(testApp, user);
    await agent.post("/api/user/profile").send(profile("changed.mind@example.com")).expect(200);
    const token = await linkTokenIn(testApp, KIND, "changed.mind@example.com");
    const res = await agent.post("/api/user/profile").send(profile(user.email.toUpperCase()));
    expect(res.body.pendingEmail).toBeNull();
    expect(await confirmEmail(testApp.services, token)).toEqual({ state: "invalid" });
    expect((await account(user.id)).email).toBe(user.email);
  });

  it("does not take an address another account confirmed first", async () => {
    const user = await createTestUser(testApp, { emailVerified: true });
    const agent = await signedInAgent(testApp, user);
    await agent.post("/api/user/profile").send(profile("contested@example.com")).expect(200);
    const token = await linkTokenIn(testApp, KIND, "contested@example.com");
    await createTestUser(testApp, { username: "contested" });
    expect(await confirmEmail(testApp.services, token)).toEqual({ state: "taken" });
    expect((await account(user.id)).email).toBe(user.email);
  });
});

describe("POST /api/user/verify-email/resend", () => {
  it("mails the link again to an unconfirmed address, then refuses beyond 5 an hour", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const res = await agent.post("/api/user/verify-email/resend").send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: `We sent a confirmation link to ${user.email}.` });
    expect(await queuedMails(testApp, KIND, user.email)).toHaveLength(1);
    expect(await confirmEmail(testApp.services, await linkTokenIn(testApp, KIND, user.email))).toEqual({
      state: "confirmed",
      email: user.email,
    });

    const confirmed = await agent.post("/api/user/verify-email/resend").send({});
    expect(confirmed.body).toEqual({ message: "Your e-mail address is already confirmed." });

    const other = await createTestUser(testApp);
    const otherAgent = await signedInAgent(testApp, other);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await otherAgent.post("/api/user/verify-email/resend").send({}).expect(200);
    }
    const limited = await otherAgent.post("/api/user/verify-email/resend").send({});
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many confirmation e-mails have been sent. Please try again in an hour.");
    expect(await queuedMails(testApp, KIND, other.email)).toHaveLength(5);
  });

  it("needs a signed-in user", async () => {
    const res = await request(testApp.app).post("/api/user/verify-email/resend").send({});
    expect(res.status).toBe(401);
  });
});
