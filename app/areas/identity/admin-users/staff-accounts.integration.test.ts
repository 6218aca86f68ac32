import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { queuedMails } from "#tests/support/outbox.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser, sessionUserOf, signedInAgent, type TestUser } from "#tests/support/users.ts";
import { passwordResetTokens } from "#app/areas/identity/password-reset/tables.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { changeAccount, LAST_ADMIN_MESSAGE } from "./account-change.server.ts";
import { staffInvitationPageAction, staffInvitationPageData } from "./staff-invitation-page.server.ts";

let testApp: TestApp;
let admin: TestUser;
let asAdmin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin" });
  asAdmin = await signedInAgent(testApp, admin);
});
afterAll(() => testApp.close());

const NEW_PASSWORD = "Rooftop2025";

async function invite(email: string, role = "technician") {
  const res = await asAdmin.post("/api/admin/staff").send({ email, firstName: "Tara", lastName: "Nguyen", role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** The token of the newest invitation mailed to `email`, read from the link's last path segment. */
async function invitationToken(email: string) {
  const [mail] = await queuedMails(testApp, "staff_invitation", email);
  const token = mail?.text.match(/\/staff-invitation\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

function accept(token: string, username: string, password = NEW_PASSWORD) {
  const form = new FormData();
  form.set("username", username);
  form.set("newPassword", password);
  form.set("confirmPassword", password);
  return staffInvitationPageAction(testApp.services, token, form);
}

const signIn = (username: string, password = NEW_PASSWORD) =>
  request(testApp.app).post("/api/login").send({ username, password });

async function staffRow(id: string) {
  const res = await asAdmin.get("/api/admin/staff").query({ search: "Tara" });
  expect(res.status).toBe(200);
  return res.body.items.find((item: { id: string }) => item.id === id);
}

describe("inviting a staff member", () => {
  it("makes an invited account nobody can sign in to, and mails a link that works once, for 7 days", async () => {
    const id = await invite("tara.tech@example.com");
    expect(await staffRow(id)).toMatchObject({ role: "technician", state: "invited", lastSignInAt: null });
    const [mail] = await queuedMails(testApp, "staff_invitation", "tara.tech@example.com");
    expect(mail!.text).toContain("as Technician");
    const [link] = await testApp.services.db
      .select({ createdAt: passwordResetTokens.createdAt, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, id));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const token = await invitationToken("tara.tech@example.com");
    expect(await staffInvitationPageData(testApp.services, token)).toMatchObject({ role: "technician", usable: true });
    const accepted = await accept(token, "tara_tech");
    expect(accepted.data).toMatchObject({ ok: true });
    const signedIn = await signIn("tara_tech");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userType).toBe("technician");
    const row = await staffRow(id);
    expect(row).toMatchObject({ state: "active", username: "tara_tech" });
    expect(row.lastSignInAt).not.toBeNull();

    // Single use: the link is spent, and the account keeps the password it set.
    const again = await accept(token, "someone_else", "Different2025");
    expect(again.init?.status).toBe(400);
    expect(again.data.errors?.token).toMatch(/expired or has already been used/);
    expect((await signIn("tara_tech")).status).toBe(200);
    expect((await signIn("someone_else", "Different2025")).status).toBe(401);
    expect(await staffInvitationPageData(testApp.services, token)).toMatchObject({ usable: false });
  });

  it("refuses an expired link and changes nothing", async () => {
    const id = await invite("tara.late@example.com");
    const token = await invitationToken("tara.late@example.com");
    await testApp.services.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, id));
    expect(await staffInvitationPageData(testApp.services, token)).toMatchObject({ usable: false });
    const refused = await accept(token, "tara_late");
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors?.token).toMatch(/expired/);
    expect(await staffRow(id)).toMatchObject({ state: "invited" });
    expect((await signIn("tara_late")).status).toBe(401);
  });

  it("re-sends a pending invitation with a new link, and the old one no longer works", async () => {
    const id = await invite("tara.again@example.com", "sales");
    const first = await invitationToken("tara.again@example.com");
    const resent = await asAdmin.post(`/api/admin/staff/${id}/invitation`).send({});
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const second = await invitationToken("tara.again@example.com");
    expect(second).not.toBe(first);
    expect((await accept(first, "tara_again")).data.errors?.token).toBeDefined();
    expect((await accept(second, "tara_again")).data.ok).toBe(true);
    const afterAccepting = await asAdmin.post(`/api/admin/staff/${id}/invitation`).send({});
    expect(afterAccepting.status).toBe(409);
  });

  it("refuses an e-mail address an account has, on `email`, and a username taken, on `username`", async () => {
    const taken = await asAdmin
      .post("/api/admin/staff")
      .send({ email: admin.email.toUpperCase(), firstName: "Tara", lastName: "Nguyen", role: "office" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toBe("An account with that email already exists");

    await invite("tara.name@example.com");
    const refused = await accept(await invitationToken("tara.name@example.com"), admin.username);
    expect(refused.init?.status).toBe(409);
    expect(refused.data.errors?.username).toBe("That username is already taken");
  });

  it("refuses a client role: staff are invited as staff", async () => {
    const res = await asAdmin
      .post("/api/admin/staff")
      .send({ email: "tara.client@example.com", firstName: "Tara", lastName: "Nguyen", role: "client" });
    expect(res.status).toBe(400);
    expect(res.body.errors.role).toBe("Choose a staff role");
  });
});

describe("PATCH /api/admin/staff/:id", () => {
  it("changes a role, and deactivating ends the account's live sessions at once", async () => {
    const member = await createTestUser(testApp, { userType: "office" });
    const cookie = await signedInCookie(testApp, member.id);
    expect((await request(testApp.app).get("/api/user").set("Cookie", cookie)).status).toBe(200);

    const demoted = await asAdmin.patch(`/api/admin/staff/${member.id}`).send({ role: "sales" });
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ userType: "sales", disabled: false });

    const deactivated = await asAdmin.patch(`/api/admin/staff/${member.id}`).send({ active: false });
    expect(deactivated.body).toMatchObject({ disabled: true });
    expect((await request(testApp.app).get("/api/user").set("Cookie", cookie)).status).toBe(401);
    expect((await signIn(member.username, member.password)).status).toBe(401);

    await asAdmin.patch(`/api/admin/staff/${member.id}`).send({ active: true });
    expect((await signIn(member.username, member.password)).status).toBe(200);
  });

  it("refuses an admin's change to their own account, so no request raises or lowers its own role", async () => {
    const res = await asAdmin.patch(`/api/admin/staff/${admin.id}`).send({ role: "technician" });
    expect(res.status).toBe(403);
    const [row] = await testApp.services.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.userType).toBe("admin");
  });

  it("refuses an empty change", async () => {
    const member = await createTestUser(testApp, { userType: "office" });
    expect((await asAdmin.patch(`/api/admin/staff/${member.id}`).send({})).status).toBe(400);
  });
});

describe("the last active administrator", () => {
  it("can be neither demoted nor deactivated", async () => {
    const app = await createTestApp();
    try {
      const [first, second] = [
        await createTestUser(app, { userType: "admin" }),
        await createTestUser(app, { userType: "admin" }),
      ];
      await changeAccount({ services: app.services, user: sessionUserOf(first) }, second.id, { role: "office" });
      // `second` acting on a page opened while still an admin: `first` is now the last one.
      const stale = { services: app.services, user: sessionUserOf(second) };
      await expect(changeAccount(stale, first.id, { role: "office" })).rejects.toMatchObject({
        kind: "conflict",
        message: LAST_ADMIN_MESSAGE,
      });
      await expect(changeAccount(stale, first.id, { active: false })).rejects.toMatchObject({ kind: "conflict" });
      const [row] = await app.services.db.select().from(users).where(eq(users.id, first.id));
      expect(row).toMatchObject({ userType: "admin", disabled: false });
    } finally {
      await app.close();
    }
  });

  raceTest("of two admins demoting each other at once, one is refused", async () => {
    const app = await createTestApp();
    try {
      const [first, second] = [
        await createTestUser(app, { userType: "admin" }),
        await createTestUser(app, { userType: "admin" }),
      ];
      const [a, b] = [await signedInCookie(app, first.id), await signedInCookie(app, second.id)];
      const answers = await Promise.all([
        request(app.app).patch(`/api/admin/staff/${second.id}`).set("Cookie", a).send({ role: "office" }),
        request(app.app).patch(`/api/admin/staff/${first.id}`).set("Cookie", b).send({ active: false }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const activeAdmins = await app.services.db.select().from(users).where(eq(users.userType, "admin"));
      expect(activeAdmins.filter((row) => !row.disabled)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
