import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionCookie, signedInAgent } from "#tests/support/users.ts";
import { createSession } from "./session.server.ts";
import { sessions } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const DAY_MS = 24 * 60 * 60 * 1000;
// The promised lifetimes, written here rather than read from the code: 14 days unused, 60 days at most.
const IDLE_DAYS = 14;
const ABSOLUTE_DAYS = 60;

async function sessionsOf(userId: string) {
  return testApp.services.db.select().from(sessions).where(eq(sessions.userId, userId));
}

describe("sessions", () => {
  it("stores only a hash of the cookie value, expiring after 60 days", async () => {
    const user = await createTestUser(testApp);
    const res = await request(testApp.app)
      .post("/api/login")
      .send({ username: user.username, password: user.password });
    const token = sessionCookie(res)!;
    const [row] = await sessionsOf(user.id);
    expect(row!.id).not.toBe(token);
    expect(row!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + ABSOLUTE_DAYS * DAY_MS))).toBeLessThan(60_000);
    const cookie = (res.headers["set-cookie"] as unknown as string[])[0]!;
    expect(cookie).toMatch(/Max-Age=5184000/);
  });

  it("issues a new id at every sign-in and ends the session the browser presented", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const [first] = await sessionsOf(user.id);
    const again = await agent.post("/api/login").send({ username: user.username, password: user.password });
    expect(again.status).toBe(200);
    const remaining = await sessionsOf(user.id);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.id).not.toBe(first!.id);
    expect((await agent.get("/api/user")).status).toBe(200);
  });

  it("ends a session idle for more than 14 days", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    await testApp.services.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - IDLE_DAYS * DAY_MS + DAY_MS) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get("/api/user")).status).toBe(200);
    await testApp.services.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - IDLE_DAYS * DAY_MS - 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get("/api/user")).status).toBe(401);
  });

  it("keeps an active session alive by refreshing lastSeenAt", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS);
    await testApp.services.db.update(sessions).set({ lastSeenAt: tenDaysAgo }).where(eq(sessions.userId, user.id));
    await agent.get("/api/user");
    const [row] = await sessionsOf(user.id);
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ends a session past its absolute expiry however active", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    await testApp.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get("/api/user")).status).toBe(401);
  });

  it("finds the session among other cookies, however malformed they are", async () => {
    const user = await createTestUser(testApp);
    const login = await request(testApp.app)
      .post("/api/login")
      .send({ username: user.username, password: user.password });
    const token = sessionCookie(login)!;
    const res = await request(testApp.app)
      .get("/api/user")
      .set("Cookie", `theme=%E0%A4%A; =novalue; broken; sid=${token}; other="quoted"`);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(user.username);
  });

  it("ignores a forged or unknown cookie", async () => {
    const res = await request(testApp.app).get("/api/user").set("Cookie", "sid=not-a-real-session");
    expect(res.status).toBe(401);
  });

  it("marks the cookie Secure in production", async () => {
    const production = await createTestApp({ NODE_ENV: "production" });
    try {
      const user = await createTestUser(production);
      const res = await request(production.app)
        .post("/api/login")
        .send({ username: user.username, password: user.password });
      expect((res.headers["set-cookie"] as unknown as string[])[0]).toMatch(/; Secure/);
    } finally {
      await production.close();
    }
  });

  it("marks the cookie Secure when SECURE_COOKIES is set", async () => {
    const secure = await createTestApp({ SECURE_COOKIES: "true" });
    try {
      const user = await createTestUser(secure);
      const res = await request(secure.app)
        .post("/api/login")
        .send({ username: user.username, password: user.password });
      expect((res.headers["set-cookie"] as unknown as string[])[0]).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe("expired sessions", () => {
  it("are deleted from the database at the first sign-in of the hour", async () => {
    const sweepApp = await createTestApp();
    try {
      const stale = await createTestUser(sweepApp);
      const live = await createTestUser(sweepApp);
      await createSession(sweepApp.services.db, stale.id, null);
      await sweepApp.services.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - IDLE_DAYS * DAY_MS - DAY_MS) })
        .where(eq(sessions.userId, stale.id));
      await signedInAgent(sweepApp, live);
      const rows = await sweepApp.services.db.select({ userId: sessions.userId }).from(sessions);
      expect(rows).toEqual([{ userId: live.id }]);
    } finally {
      await sweepApp.close();
    }
  });
});
