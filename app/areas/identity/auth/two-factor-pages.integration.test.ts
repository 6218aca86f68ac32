import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlDocument } from "#tests/support/html-document.ts";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { enableTestTwoFactor, totpCode } from "#tests/support/two-factor.ts";
import { createTestUser } from "#tests/support/users.ts";
import { twoFactorSecrets } from "./tables.server.ts";

/**
 * The two-factor pages as a browser without JavaScript uses them, on a server where STAFF_TWO_FACTOR=required: the
 * gate before staff pages and routes, the setup page, turning it off, and the sign-in forms' code step.
 */
let server: PageServer;
beforeAll(async () => {
  server = await startPageServer({ STAFF_TWO_FACTOR: "required" });
  // The first request compiles the pages' modules: paid here, not by a test.
  await sendPage(server, "/crm-login", "");
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const SET_UP_MESSAGE =
  "Two-factor sign-in is required for staff: set it up at /account/two-factor before using the back office.";

async function send(path: string, cookie: string, form?: Record<string, string>) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      Cookie: cookie,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  const text = (await res.text()).replace(/<!-- -->/g, "");
  return { status: res.status, location: res.headers.get("location"), cookies: res.headers.getSetCookie(), text };
}

const cookieNamed = (cookies: string[], name: string) =>
  cookies.find((line) => line.startsWith(`${name}=`))?.split(";")[0];
const texts = (html: string, selector: string) =>
  Array.from(htmlDocument(html).querySelectorAll(selector)).map((node) => node.textContent?.trim());

describe("STAFF_TWO_FACTOR=required", () => {
  it("sends a staff member without two-factor to its setup before any staff page, and refuses staff routes", async () => {
    const admin = await createTestUser(server.testApp, { userType: "admin" });
    const cookie = await signedInCookie(server.testApp, admin.id);
    const page = await send("/admin-crm?status=new", cookie);
    expect(page.status).toBe(302);
    expect(page.location).toBe("/account/two-factor?redirectTo=%2Fadmin-crm%3Fstatus%3Dnew");
    const api = await request(server.testApp.app).get("/api/admin/users").set("Cookie", cookie);
    expect(api.status).toBe(403);
    expect(api.body).toEqual({ message: SET_UP_MESSAGE });
    // Their own account's routes stay open, so they can reach the setup.
    expect((await request(server.testApp.app).get("/api/user").set("Cookie", cookie)).status).toBe(200);
    expect((await send("/account/two-factor", cookie)).status).toBe(200);

    await enableTestTwoFactor(server.testApp, admin.id);
    expect((await send("/admin-crm", cookie)).status).toBe(200);
    expect((await request(server.testApp.app).get("/api/admin/users").set("Cookie", cookie)).status).toBe(200);
  });

  it("leaves clients without it free to use their pages", async () => {
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const cookie = await signedInCookie(server.testApp, client.id);
    expect((await send("/client-dashboard", cookie)).status).toBe(200);
  });
});

describe("the setup page", () => {
  it("shows a QR code and the manual key, the same on reload, kept encrypted", async () => {
    const admin = await createTestUser(server.testApp, { userType: "admin" });
    const cookie = await signedInCookie(server.testApp, admin.id);
    const page = await send("/account/two-factor?redirectTo=%2Fadmin-crm", cookie);
    expect(page.status).toBe(200);
    const [manualKey] = texts(page.text, "code");
    expect(manualKey).toMatch(/^[A-Z2-7]{32}$/);
    const qr = htmlDocument(page.text).querySelector('svg[role="img"] path');
    expect(qr?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(texts((await send("/account/two-factor", cookie)).text, "code")[0]).toBe(manualKey);
    const [row] = await server.testApp.services.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, admin.id));
    expect(row!.sealedSecret).not.toContain(manualKey);
    expect(row!.confirmedAt).toBeNull();
  });

  it("turns it on with a first code and shows the 10 recovery codes once", async () => {
    const admin = await createTestUser(server.testApp, { userType: "admin" });
    const cookie = await signedInCookie(server.testApp, admin.id);
    const manualKey = texts((await send("/account/two-factor", cookie)).text, "code")[0]!;
    const wrong = await send("/account/two-factor", cookie, { intent: "confirm", code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("That code is not right.");
    expect((await send("/admin-crm", cookie)).status).toBe(302);

    const done = await send("/account/two-factor?redirectTo=%2Fadmin-crm", cookie, {
      intent: "confirm",
      code: await totpCode(manualKey),
    });
    expect(done.status).toBe(200);
    const codes = texts(done.text, 'ul[aria-label="Recovery codes"] li');
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(htmlDocument(done.text).querySelector('a[href="/admin-crm"]')).not.toBeNull();

    const later = await send("/account/two-factor", cookie);
    expect(later.text).toContain("Two-factor sign-in is on");
    expect(later.text).toContain("10 of 10 recovery codes left.");
    expect(later.text).not.toContain(codes[0]!);
    expect((await send("/admin-crm", cookie)).status).toBe(200);
  });

  it("turns it off only with a current code or a recovery code", async () => {
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const cookie = await signedInCookie(server.testApp, client.id);
    const { recoveryCodes } = await enableTestTwoFactor(server.testApp, client.id);
    const wrong = await send("/account/two-factor", cookie, { intent: "disable", code: "not-a-code" });
    expect(wrong.status).toBe(400);
    expect((await send("/account/two-factor", cookie)).text).toContain("Two-factor sign-in is on");
    const empty = await send("/account/two-factor", cookie, { intent: "disable", code: "" });
    expect(empty.status).toBe(400);

    const off = await send("/account/two-factor", cookie, { intent: "disable", code: recoveryCodes[3]! });
    expect(off.status).toBe(200);
    expect(off.text).toContain("Two-factor sign-in is off.");
    const rows = await server.testApp.services.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, client.id));
    // Off, and the page offers a new setup (a fresh, unconfirmed secret).
    expect(rows.every((row) => row.confirmedAt === null)).toBe(true);
  });
});

describe("signing in with two-factor without JavaScript", () => {
  it("asks for the code after the password, then signs in and trusts the browser when asked", async () => {
    const admin = await createTestUser(server.testApp, { userType: "admin" });
    const { secret } = await enableTestTwoFactor(server.testApp, admin.id);
    const password = await send("/crm-login?redirectTo=%2Fadmin-crm", "", {
      intent: "login",
      username: admin.username,
      password: admin.password,
    });
    expect(password.status).toBe(303);
    expect(password.location).toBe("/crm-login?redirectTo=%2Fadmin-crm&step=code");
    expect(cookieNamed(password.cookies, "sid")).toBeUndefined();
    const pending = cookieNamed(password.cookies, "sid_pending")!;
    expect(pending).toBeDefined();

    const codePage = await send(password.location!, pending);
    expect(codePage.status).toBe(200);
    const form = htmlDocument(codePage.text);
    expect(form.querySelector('input[name="code"]')).not.toBeNull();
    expect(form.querySelector('input[name="password"]')).toBeNull();
    expect(codePage.text).toContain("Trust this browser for 30 days");

    const wrong = await send(password.location!, pending, { intent: "two-factor", code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("That code is not right.");
    expect(htmlDocument(wrong.text).querySelector('input[name="code"]')?.getAttribute("value") ?? "").toBe("");

    const signedIn = await send(password.location!, pending, {
      intent: "two-factor",
      code: await totpCode(secret),
      trustBrowser: "on",
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/admin-crm");
    const session = cookieNamed(signedIn.cookies, "sid")!;
    const trusted = cookieNamed(signedIn.cookies, "trusted_browser")!;
    expect(session).toBeDefined();
    expect(trusted).toBeDefined();
    expect((await send("/admin-crm", session)).status).toBe(200);

    // The trusted browser signs in with the password alone.
    const again = await send("/crm-login", trusted, {
      intent: "login",
      username: admin.username,
      password: admin.password,
    });
    expect(again.status).toBe(303);
    expect(again.location).toBe("/admin-crm");
    expect(cookieNamed(again.cookies, "sid")).toBeDefined();
  });

  it("shows the password form with the message when the code step has expired", async () => {
    const expired = await send("/crm-login?step=code", "", { intent: "two-factor", code: "123456" });
    expect(expired.status).toBe(401);
    const page = htmlDocument(expired.text);
    expect(page.querySelector('input[name="password"]')).not.toBeNull();
    expect(expired.text).toContain("Your sign-in has expired. Please enter your password again.");
  });

  it("lets the visitor start over as someone else", async () => {
    const admin = await createTestUser(server.testApp, { userType: "admin" });
    await enableTestTwoFactor(server.testApp, admin.id);
    const password = await send("/auth", "", { intent: "login", username: admin.username, password: admin.password });
    expect(password.location).toBe("/auth?step=code");
    const pending = cookieNamed(password.cookies, "sid_pending")!;
    const cancelled = await send("/auth?step=code", pending, { intent: "cancel-two-factor" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe("/auth");
    expect(cookieNamed(cancelled.cookies, "sid_pending")).toBe("sid_pending=");
  });
});
