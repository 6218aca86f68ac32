import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_BYTES, seedProject } from "#tests/support/projects.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { changeStage } from "./project-work.server.ts";

let testApp: TestApp;
let seeded: Awaited<ReturnType<typeof seedProject>>;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  admin = await createTestUser(testApp, { userType: "admin" });
  const client = await createTestUser(testApp, { emailVerified: true });
  seeded = await seedProject(testApp, admin, client);
}, 60_000);
afterAll(() => testApp.close());

const asAdmin = (path: string, body: object = {}) =>
  request(testApp.app).post(path).set("Cookie", seeded.adminCookie).send(body);
const clientView = async () =>
  (await request(testApp.app).get(`/api/projects/${seeded.projectId}`).set("Cookie", seeded.clientCookie)).body;

describe("a stage marked done without a date", () => {
  it("is dated today at the office, not in UTC", async () => {
    // 19:30 PDT on 9 March is already 10 March in UTC.
    const evening = new Date("2026-03-10T02:30:00Z");
    await changeStage(
      { services: testApp.services, user: sessionUserOf(admin) },
      seeded.stageId,
      { state: "done", plannedOn: null, completedOn: null, waitingOn: undefined, tellClient: false },
      evening,
    );
    const [stage] = (await clientView()).stages;
    expect(stage).toMatchObject({ state: "done", completedOn: "2026-03-09" });
  });
});

describe("staff cancelling an action item", () => {
  it("removes an open one from the client's to-do list, once", async () => {
    const item = await asAdmin(`/api/admin/projects/${seeded.projectId}/action-items`, {
      title: "Upload roof photos",
      kind: "upload",
    });
    const cancel = await asAdmin(`/api/admin/project-action-items/${item.body.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ id: item.body.id });
    const ids = (await clientView()).actionItems.map((candidate: { id: string }) => candidate.id);
    expect(ids).not.toContain(item.body.id);
    expect((await asAdmin(`/api/admin/project-action-items/${item.body.id}/cancel`)).status).toBe(404);
  });

  it("keeps a done one, which records what the client did (409)", async () => {
    const upload = await request(testApp.app)
      .post(`/api/projects/${seeded.projectId}/documents`)
      .set("Cookie", seeded.clientCookie)
      .field("category", "utility_bill")
      .field("actionItemId", seeded.actionItemId)
      .attach("file", PDF_BYTES, "bill.pdf");
    expect(upload.status).toBe(201);
    const cancel = await asAdmin(`/api/admin/project-action-items/${seeded.actionItemId}/cancel`);
    expect(cancel.status).toBe(409);
    const item = (await clientView()).actionItems.find(
      (candidate: { id: string }) => candidate.id === seeded.actionItemId,
    );
    expect(item).toMatchObject({ documentId: upload.body.id });
  });
});

describe("staff deleting an update", () => {
  it("takes it off the client's project page and dashboard, once", async () => {
    const update = await asAdmin(`/api/admin/projects/${seeded.projectId}/updates`, { body: "Posted by mistake" });
    expect((await clientView()).updates[0]).toMatchObject({ body: "Posted by mistake" });
    const deleted = await asAdmin(`/api/admin/project-updates/${update.body.id}/delete`);
    expect(deleted.status).toBe(200);
    expect((await clientView()).updates.map((candidate: { body: string }) => candidate.body)).not.toContain(
      "Posted by mistake",
    );
    const list = await request(testApp.app).get("/api/projects").set("Cookie", seeded.clientCookie);
    expect(list.body.items[0].latestUpdate?.body).not.toBe("Posted by mistake");
    expect((await asAdmin(`/api/admin/project-updates/${update.body.id}/delete`)).status).toBe(404);
  });
});
