import type { AppLoadContext } from "react-router";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { linkTokenIn } from "#tests/support/outbox.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { setPasswordPageAction, setPasswordPageData } from "./invitation-page.server.ts";

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  admin = await createTestUser(testApp, { userType: "admin" });
}, 60_000);
afterAll(() => testApp.close());

const context = (): AppLoadContext =>
  ({ services: testApp.services, user: null, sessionId: null, cspNonce: "", requestId: "t", clientKey: "t" }) as never;

function postForm(token: string, password: string) {
  const form = new FormData();
  form.set("token", token);
  form.set("newPassword", password);
  form.set("confirmPassword", password);
  return setPasswordPageAction(context(), new Request("http://localhost/reset-password", { method: "POST" }), form);
}

describe("the invitation's set-password page", () => {
  it("welcomes the invited client by project, signs them in once the password is set and opens their project", async () => {
    const lead = await insertLead(testApp.services.db, { status: "won", email: "invited.client@example.com" });
    const converted = await request(testApp.app)
      .post(`/api/admin/leads/${lead.id}/project`)
      .set("Cookie", await signedInCookie(testApp, admin.id))
      .send({ title: "Shasta roof array", type: "installation", siteAddress: "5 Cedar" });
    expect(converted.status).toBe(201);
    const token = await linkTokenIn(testApp, "portal_invitation", "invited.client@example.com");

    expect(await setPasswordPageData(testApp.services.db, token)).toEqual({
      token,
      invitation: { projectTitle: "Shasta roof array", usable: true },
    });

    const answer = await postForm(token, "Sunshine2025");
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/dashboard/projects/${converted.body.id}`);
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const own = await request(testApp.app).get("/api/projects").set("Cookie", cookie);
    expect(own.body.items.map((project: { id: string }) => project.id)).toEqual([converted.body.id]);

    // Spent: the page says so at once, and a second use is refused on the field.
    expect((await setPasswordPageData(testApp.services.db, token)).invitation).toEqual({
      projectTitle: "Shasta roof array",
      usable: false,
    });
    expect(await postForm(token, "Sunshine2026")).toMatchObject({
      data: { errors: { token: expect.stringMatching(/^This password reset link is not valid/) } },
      init: { status: 400 },
    });
  });

  it("keeps the reset page's wording for a reset link and for no link", async () => {
    const client = await createTestUser(testApp, { emailVerified: true });
    await request(testApp.app).post("/api/password-reset/request").send({ emailOrUsername: client.email });
    const token = await linkTokenIn(testApp, "password_reset", client.email);
    expect(await setPasswordPageData(testApp.services.db, token)).toEqual({ token, invitation: null });
    expect(await setPasswordPageData(testApp.services.db, "")).toEqual({ token: "", invitation: null });
  });
});
