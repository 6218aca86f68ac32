import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#server/audit/tables.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { enableTestTwoFactor, totpCode } from "#tests/support/two-factor.ts";
import { createTestUser, sessionCookie, signedInAgent, type TestUser } from "#tests/support/users.ts";

/** Sign-in through the JSON API of an account with two-factor on: the password, then the code. */
let testApp: TestApp;
beforeAll(async () => {
  // Behind one proxy, so each test can speak from an address of its own.
  testApp = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => testApp.close());

let nextAddress = 1;
const freshIp = () => `198.51.100.${nextAddress++}`;
const WRONG_CODE = "That code is not right. Enter the code your app shows now, or an unused recovery code.";

const cookiesOf = (res: request.Response) => (res.headers["set-cookie"] as unknown as string[] | undefined) ?? [];
const cookieValue = (res: request.Response, name: string) =>
  cookiesOf(res)
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0];

async function userWithTwoFactor(options: { userType?: "admin" | "client" } = {}) {
  const user = await createTestUser(testApp, options);
  return { user, ...(await enableTestTwoFactor(testApp, user.id)) };
}

/** The password step: an agent holding the pending sign-in. */
async function passwordStep(user: TestUser, ip = freshIp(), agent = request.agent(testApp.app)) {
  const res = await agent
    .post("/api/login")
    .set("X-Forwarded-For", ip)
    .send({ username: user.username, password: user.password });
  return { agent, res, ip };
}

describe("signing in with two-factor through the API", () => {
  it("answers the password with a request for the code, and no session until the code", async () => {
    const { user, secret } = await userWithTwoFactor();
    const { agent, res, ip } = await passwordStep(user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true });
    expect(sessionCookie(res)).toBeUndefined();
    expect(cookieValue(res, "sid_pending")).toBeDefined();
    expect((await agent.get("/api/user")).status).toBe(401);

    const done = await agent
      .post("/api/login/two-factor")
      .set("X-Forwarded-For", ip)
      .send({ code: await totpCode(secret) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: user.id, username: user.username });
    expect(sessionCookie(done)).toBeDefined();
    expect(cookieValue(done, "sid_pending")).toBe("sid_pending=");
    expect((await agent.get("/api/user")).body).toMatchObject({ id: user.id });
  });

  it("names the code field when the code is wrong or missing", async () => {
    const { user } = await userWithTwoFactor();
    const { agent, ip } = await passwordStep(user);
    const wrong = await agent.post("/api/login/two-factor").set("X-Forwarded-For", ip).send({ code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: WRONG_CODE, errors: { code: WRONG_CODE } });
    const missing = await agent.post("/api/login/two-factor").set("X-Forwarded-For", ip).send({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(["code"]);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it("refuses a code without a password first (no pending sign-in)", async () => {
    const { secret } = await userWithTwoFactor();
    const res = await request(testApp.app)
      .post("/api/login/two-factor")
      .send({ code: await totpCode(secret) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Your sign-in has expired. Please enter your password again.");
  });

  it("refuses a code used once already (replay), and takes the next step's", async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = await totpCode(secret);
    const first = await passwordStep(user);
    expect((await first.agent.post("/api/login/two-factor").send({ code })).status).toBe(200);
    const second = await passwordStep(user);
    const replay = await second.agent.post("/api/login/two-factor").send({ code });
    expect(replay.status).toBe(400);
    expect(replay.body.errors).toEqual({ code: WRONG_CODE });
    const next = await second.agent.post("/api/login/two-factor").send({ code: await totpCode(secret, 1) });
    expect(next.status).toBe(200);
  });

  it("takes each recovery code once, typed in any case", async () => {
    const { user, recoveryCodes } = await userWithTwoFactor();
    const first = await passwordStep(user);
    const used = await first.agent.post("/api/login/two-factor").send({ code: recoveryCodes[0]!.toUpperCase() });
    expect(used.status).toBe(200);
    const second = await passwordStep(user);
    expect((await second.agent.post("/api/login/two-factor").send({ code: recoveryCodes[0] })).status).toBe(400);
    expect((await second.agent.post("/api/login/two-factor").send({ code: recoveryCodes[1] })).status).toBe(200);
  });

  it("allows 5 wrong codes per account in 15 minutes, then answers 429 even to the right one", async () => {
    const { user, secret } = await userWithTwoFactor();
    for (let attempt = 0; attempt < 5; attempt++) {
      // From a new address each time: the account's own count stops the guessing.
      const { agent, ip } = await passwordStep(user);
      const res = await agent.post("/api/login/two-factor").set("X-Forwarded-For", ip).send({ code: "000000" });
      expect(res.status).toBe(400);
    }
    const { agent, ip } = await passwordStep(user);
    const blocked = await agent
      .post("/api/login/two-factor")
      .set("X-Forwarded-For", ip)
      .send({ code: await totpCode(secret) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: "Too many wrong codes. Please wait 15 minutes and try again." });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
  });

  it("allows 30 wrong codes per address in 15 minutes, whatever the accounts", async () => {
    const ip = freshIp();
    for (let account = 0; account < 6; account++) {
      const { user } = await userWithTwoFactor();
      for (let attempt = 0; attempt < 5; attempt++) {
        const { agent } = await passwordStep(user, ip);
        expect(
          (await agent.post("/api/login/two-factor").set("X-Forwarded-For", ip).send({ code: "000000" })).status,
        ).toBe(400);
      }
    }
    const { user, secret } = await userWithTwoFactor();
    const { agent } = await passwordStep(user, ip);
    const blocked = await agent
      .post("/api/login/two-factor")
      .set("X-Forwarded-For", ip)
      .send({ code: await totpCode(secret) });
    expect(blocked.status).toBe(429);
  });

  it("skips the code for 30 days in a browser its owner trusted, and only for its owner", async () => {
    const { user, secret } = await userWithTwoFactor();
    const { agent } = await passwordStep(user);
    const trusted = await agent
      .post("/api/login/two-factor")
      .send({ code: await totpCode(secret), trustBrowser: true });
    expect(trusted.status).toBe(200);
    const trustCookie = cookiesOf(trusted).find((line) => line.startsWith("trusted_browser="))!;
    expect(trustCookie).toMatch(/Max-Age=2592000/);
    expect(trustCookie).toMatch(/HttpOnly/);

    await agent.post("/api/logout");
    const again = await agent.post("/api/login").send({ username: user.username, password: user.password });
    expect(again.body).toMatchObject({ id: user.id });
    expect(sessionCookie(again)).toBeDefined();

    // Another account with two-factor, signing in in the same browser, is still asked for its code.
    const other = await userWithTwoFactor();
    const otherSignIn = await agent
      .post("/api/login")
      .send({ username: other.user.username, password: other.user.password });
    expect(otherSignIn.body).toEqual({ twoFactorRequired: true });

    // And an untrusted browser is asked.
    expect((await passwordStep(user)).res.body).toEqual({ twoFactorRequired: true });
  });

  it("leaves accounts without two-factor signing in with the password alone", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    expect((await agent.get("/api/user")).body).toMatchObject({ id: user.id });
  });
});

describe("an admin resetting another account's two-factor", () => {
  it("lets its owner sign in with the password alone, and says who reset it in the audit trail", async () => {
    const admin = await createTestUser(testApp, { userType: "admin" });
    const { user } = await userWithTwoFactor({ userType: "admin" });
    const adminAgent = await signedInAgent(testApp, admin);
    const res = await adminAgent.post(`/api/admin/users/${user.id}/two-factor-reset`).send({});
    expect(res.status).toBe(200);
    const rows = await testApp.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, "staff.two-factor-reset")));
    expect(rows).toEqual([expect.objectContaining({ actorId: admin.id, actorRole: "admin", entity: "staff" })]);
    const list = await adminAgent.get("/api/admin/users").query({ search: user.username });
    expect(list.body.users[0]).toMatchObject({ id: user.id, twoFactorEnabled: false });
    expect((await passwordStep(user)).res.body).toMatchObject({ id: user.id });
  });

  it("refuses an account without it (409), the admin's own (403), a client caller (403)", async () => {
    const admin = await createTestUser(testApp, { userType: "admin" });
    const adminAgent = await signedInAgent(testApp, admin);
    const plain = await createTestUser(testApp);
    const none = await adminAgent.post(`/api/admin/users/${plain.id}/two-factor-reset`).send({});
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(`${plain.username} has no two-factor sign-in to reset`);
    await enableTestTwoFactor(testApp, admin.id);
    expect((await adminAgent.post(`/api/admin/users/${admin.id}/two-factor-reset`).send({})).status).toBe(403);
    const { user } = await userWithTwoFactor();
    const client = await signedInAgent(testApp, await createTestUser(testApp));
    expect((await client.post(`/api/admin/users/${user.id}/two-factor-reset`).send({})).status).toBe(403);
    const list = await adminAgent.get("/api/admin/users").query({ search: user.username });
    expect(list.body.users[0]).toMatchObject({ id: user.id, twoFactorEnabled: true });
  });
});
