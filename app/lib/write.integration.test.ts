import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import type { SessionUser } from "#server/http/access.ts";
import { userWrites } from "#app/areas/identity/admin-users/user-writes.server.ts";
import { getLead } from "#app/areas/sales/leads-pipeline/lead-queries.server.ts";
import { leadWrites } from "#app/areas/sales/leads-pipeline/lead-writes.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { outboxWrites } from "#app/areas/messaging/mail/outbox-writes.server.ts";
import { runWriteAction } from "./write.server.ts";

let testApp: TestApp;
let admin: SessionUser;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const created: TestUser = await createTestUser(testApp, { userType: "admin" });
  admin = { ...created, firstName: "Test", lastName: "Person", companyName: null, phone: null };
  cookie = await signedInCookie(testApp, admin.id);
});
afterAll(() => testApp.close());

/** The page's door: a form post to the route action. */
async function postForm(writes: Parameters<typeof runWriteAction>[0], fields: Record<string, string>, pageId?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const result = await runWriteAction(
    writes,
    { services: testApp.services, user: admin, clientAddress: "203.0.113.7" },
    { id: pageId },
    form,
  );
  return { status: result.init?.status ?? 200, ...result.data };
}

/** The API's door. */
const postJson = (path: string, body: object) => request(testApp.app).post(path).set("Cookie", cookie).send(body);

describe("a staff write through the page's form and through the API", () => {
  it("changes the same record the same way, and the page says what was done", async () => {
    const byForm = await insertLead(testApp.services.db);
    const byApi = await insertLead(testApp.services.db);
    const page = await postForm(
      leadWrites,
      { intent: "status", status: "lost", lostReason: "Chose a rival" },
      byForm.id,
    );
    expect(page).toEqual({ status: 200, intent: "status", ok: true, message: "Status updated" });
    const api = await postJson(`/api/admin/leads/${byApi.id}/status`, { status: "lost", lostReason: "Chose a rival" });
    expect(api.status).toBe(200);
    for (const id of [byForm.id, byApi.id]) {
      const { lead, activities } = await getLead(testApp.services, admin, id);
      expect(lead).toMatchObject({ status: "lost", lostReason: "Chose a rival" });
      expect(activities.map((entry) => entry.kind)).toEqual(["status_changed"]);
    }
  });

  it("refuses bad input with the same field messages through both doors", async () => {
    const lead = await insertLead(testApp.services.db);
    const page = await postForm(leadWrites, { intent: "status", status: "lost" }, lead.id);
    const api = await postJson(`/api/admin/leads/${lead.id}/status`, { status: "lost" });
    expect(page).toMatchObject({ status: 400, ok: false, errors: { lostReason: "Please say why this lead was lost" } });
    expect(api.status).toBe(400);
    expect(api.body.errors).toEqual(page.errors);
    expect((await getLead(testApp.services, admin, lead.id)).lead.status).toBe("new");
  });

  it("finds a form's record in its id field, and answers an unknown one or an unknown intent with a 4xx", async () => {
    expect(await postForm(leadWrites, { intent: "complete-task", taskId: "not-a-uuid" }, undefined)).toMatchObject({
      status: 404,
      ok: false,
      message: "Task not found",
    });
    expect(await postForm(leadWrites, { intent: "publish" })).toMatchObject({ status: 400, message: "Unknown action" });
  });

  it("retries only a failed mail, through the page as through the API", async () => {
    const [sent] = await testApp.services.db
      .insert(mailOutbox)
      .values({
        kind: "lead_staff",
        to: "sales@example.com",
        subject: "Done",
        text: "t",
        html: "<p>t</p>",
        status: "sent",
      })
      .returning();
    const page = await postForm(outboxWrites, { intent: "retry", mailId: sent!.id });
    expect(page).toMatchObject({ status: 409, ok: false, message: "Only a failed mail can be retried" });
    expect((await postJson(`/api/admin/outbox/${sent!.id}/retry`, {})).status).toBe(409);
  });

  it("never lets an admin disable their own account, whichever door", async () => {
    const page = await postForm(userWrites, { intent: "disabled", userId: admin.id, disabled: "true" });
    expect(page).toMatchObject({ status: 403, message: "You can't disable your own account" });
    const api = await postJson(`/api/admin/users/${admin.id}/disabled`, { disabled: true });
    expect(api.status).toBe(403);
  });

  it("disables another account from the page's form, which then says so", async () => {
    const client = await createTestUser(testApp);
    const page = await postForm(userWrites, { intent: "disabled", userId: client.id, disabled: "true" });
    expect(page).toEqual({ status: 200, intent: "disabled", ok: true, message: "Account Disabled" });
    const api = await postJson(`/api/admin/users/${client.id}/disabled`, { disabled: false });
    expect(api.body).toMatchObject({ id: client.id, disabled: false });
  });
});
