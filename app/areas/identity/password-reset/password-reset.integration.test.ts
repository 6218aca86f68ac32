import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkTokenIn, queuedMails } from "#tests/support/outbox.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { requestPasswordReset } from "./password-reset.server.ts";
import { passwordResetTokens } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => testApp.close());

const KIND = "password_reset";
const NEW_PASSWORD = "Fresh-Start-77";
const REQUESTED =
  "If an account exists for that e-mail address or username, we have sent a link to reset the password to its e-mail address. The link works for one hour.";
const INVALID_LINK =
  "This password reset link is not valid: it has expired or has already been used. Please ask for a new one.";

/** Each call from an address of its own, so the per-address limit only counts where a test means it to. */
let nextIp = 1;
const fromNewAddress = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

function askForReset(emailOrUsername: string, ip = fromNewAddress()) {
  return request(testApp.app).post("/api/password-reset/request").set("X-Forwarded-For", ip).send({ emailOrUsername });
}

function confirm(token: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) {
  return request(testApp.app).post("/api/password-reset/confirm").send({ token, newPassword, confirmPassword });
}

const login = (username: string, password: string) =>
  request(testApp.app).post("/api/login").set("X-Forwarded-For", fromNewAddress()).send({ username, password });

describe("POST /api/password-reset/request", () => {
  it("answers an unknown name exactly as a known one, and mails only the known account", async () => {
    const user = await createTestUser(testApp);
    const known = await askForReset(user.email.toUpperCase());
    const unknown = await askForReset("nobody.here@example.com");
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ message: REQUESTED });
    expect(unknown.body).toEqual(known.body);
    expect(await queuedMails(testApp, KIND, "nobody.here@example.com")).toEqual([]);
    const [mail] = await queuedMails(testApp, KIND, user.email);
    expect(mail!.text).toContain(`http://localhost:3000/reset-password?token=`);
    expect(mail!.text).toContain(user.username);

    await askForReset(user.username).expect(200);
    expect(await queuedMails(testApp, KIND, user.email)).toHaveLength(2);
  });

  it("stores only a SHA-256 of the link's token, expiring in one hour", async () => {
    const user = await createTestUser(testApp);
    const before = Date.now();
    await askForReset(user.username).expect(200);
    const token = await linkTokenIn(testApp, KIND, user.email);
    const [row] = await testApp.services.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1000);
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it("limits requests for one account from one address to 3 an hour, and per client address to 10", async () => {
    const user = await createTestUser(testApp);
    const strangersAddress = fromNewAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) await askForReset(user.username, strangersAddress).expect(200);
    const limited = await askForReset(user.username.toUpperCase(), strangersAddress);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many password reset requests. Please wait an hour and try again.");
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(await queuedMails(testApp, KIND, user.email)).toHaveLength(3);

    // The owner, asking from an address that has not asked for this account, still gets a link.
    await askForReset(user.email).expect(200);
    expect(await queuedMails(testApp, KIND, user.email)).toHaveLength(4);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      await askForReset(`someone${attempt}@example.com`, "192.0.2.7").expect(200);
    }
    expect((await askForReset("someone.else@example.com", "192.0.2.7")).status).toBe(429);
  });

  it("past 10 links an hour to one account, never refuses its owner: a new link only when the last is 10 minutes old", async () => {
    const user = await createTestUser(testApp);
    // A stranger from 4 addresses spends the account's 10 an hour (and 2 more).
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await askForReset(user.username, `198.18.0.${Math.floor(attempt / 3) + 1}`).expect(200);
    }
    expect(await queuedMails(testApp, KIND, user.email)).toHaveLength(10);

    // The owner asks: answered as always, and the newest link in the inbox is under 10 minutes old and works.
    const owner = await askForReset(user.username);
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ message: REQUESTED });
    expect(await queuedMails(testApp, KIND, user.email)).toHaveLength(10);

    // Once the last link is 10 minutes old, the owner's request sends a new one.
    await testApp.services.db
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    await askForReset(user.username).expect(200);
    expect(await queuedMails(testApp, KIND, user.email)).toHaveLength(11);
    expect((await confirm(await linkTokenIn(testApp, KIND, user.email))).status).toBe(200);
  });

  it("does the same work before its answer for a known and an unknown name: the lookup and mail come after", async () => {
    const user = await createTestUser(testApp);
    const deferred: Array<{ what: string; work: () => Promise<void> }> = [];
    const defer = (_: unknown, what: string, work: () => Promise<void>) => void deferred.push({ what, work });
    for (const name of [user.username, "nobody.at.all@example.com"]) {
      await requestPasswordReset(testApp.services, name, fromNewAddress(), new Date(), defer);
    }
    // Both answered having read no account and written no link: one deferred task each, the same.
    expect(deferred.map((task) => task.what)).toEqual(["password reset mail", "password reset mail"]);
    const links = () =>
      testApp.services.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(await links()).toEqual([]);
    for (const task of deferred) await task.work();
    expect(await links()).toHaveLength(1);
    expect(await queuedMails(testApp, KIND, "nobody.at.all@example.com")).toEqual([]);
  });

  it("names the field when it is empty", async () => {
    const res = await askForReset("  ");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ emailOrUsername: "Please enter your e-mail address or username" });
  });
});

describe("POST /api/password-reset/confirm", () => {
  it("sets the new password once, ends every session of the account and spends its other links", async () => {
    const user = await createTestUser(testApp);
    const otherSession = await signedInCookie(testApp, user.id);
    await askForReset(user.username).expect(200);
    const older = await linkTokenIn(testApp, KIND, user.email);
    await askForReset(user.email).expect(200);
    const token = await linkTokenIn(testApp, KIND, user.email);
    expect(token).not.toBe(older);

    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your password has been changed. Please sign in with your new password." });
    expect((await request(testApp.app).get("/api/user").set("Cookie", otherSession)).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);

    for (const used of [token, older]) {
      const again = await confirm(used, "Another-Pass-88");
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: INVALID_LINK, errors: { token: INVALID_LINK } });
    }
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a link older than one hour and leaves the password alone", async () => {
    const user = await createTestUser(testApp);
    await requestPasswordReset(testApp.services, user.username, "198.51.100.1", new Date(Date.now() - 61 * 60 * 1000));
    const res = await confirm(await linkTokenIn(testApp, KIND, user.email));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ token: INVALID_LINK });
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it("refuses a made-up token, and a password breaking the SPEC §5 rules before spending the link", async () => {
    expect((await confirm("not-a-real-token")).status).toBe(400);
    const user = await createTestUser(testApp);
    await askForReset(user.username).expect(200);
    const token = await linkTokenIn(testApp, KIND, user.email);
    const weak = await confirm(token, "alllowercase1");
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ newPassword: "Password must contain at least one uppercase letter" });
    const differ = await confirm(token, NEW_PASSWORD, "Fresh-Start-78");
    expect(differ.body.errors).toEqual({
      confirmPassword: "Passwords don't match. Please make sure both passwords are identical",
    });
    expect((await confirm(token)).status).toBe(200);
  });

  // Two uses at once need two connections: PGlite has one, so this runs on PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "lets exactly one of two uses of one link at once succeed (PostgreSQL)",
    async () => {
      const user = await createTestUser(testApp);
      await askForReset(user.username).expect(200);
      const token = await linkTokenIn(testApp, KIND, user.email);
      const answers = await Promise.all([confirm(token, "First-Choice-11"), confirm(token, "Second-Choice-22")]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
      const winner = answers[0]!.status === 200 ? "First-Choice-11" : "Second-Choice-22";
      const loser = winner === "First-Choice-11" ? "Second-Choice-22" : "First-Choice-11";
      expect((await login(user.username, winner)).status).toBe(200);
      expect((await login(user.username, loser)).status).toBe(401);
    },
  );

  it("mails nothing for a disabled account", async () => {
    const user = await createTestUser(testApp);
    await testApp.services.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await askForReset(user.username)).body).toEqual({ message: REQUESTED });
    expect(await queuedMails(testApp, KIND, user.email)).toEqual([]);
  });
});
