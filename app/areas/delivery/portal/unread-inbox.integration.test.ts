import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProject } from "#tests/support/projects.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { loadUnreadInbox } from "./unread-inbox.server.ts";

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  admin = await createTestUser(testApp, { userType: "admin" });
}, 60_000);
afterAll(() => testApp.close());

const send = (projectId: string, cookie: string, body: string) =>
  request(testApp.app).post(`/api/projects/${projectId}/messages`).set("Cookie", cookie).send({ body });

describe("the admin dashboard's unread messages", () => {
  it("counts client messages no staff member has read and lists their projects, latest message first", async () => {
    expect(await loadUnreadInbox(testApp.services.db)).toEqual({ total: 0, projects: [] });
    // Each seeded project starts with one message from its client.
    const first = await seedProject(testApp, admin, await createTestUser(testApp, { emailVerified: true }));
    const second = await seedProject(testApp, admin, await createTestUser(testApp, { emailVerified: true }));
    const third = await seedProject(testApp, admin, await createTestUser(testApp, { emailVerified: true }));
    await send(first.projectId, first.clientCookie, "Any news on the permit?");
    await send(first.projectId, first.adminCookie, "Staff's own messages are not unread for staff");
    // Staff open the third thread: its client message is read.
    await request(testApp.app).get(`/api/projects/${third.projectId}/messages`).set("Cookie", third.adminCookie);

    const inbox = await loadUnreadInbox(testApp.services.db);
    expect(inbox.total).toBe(3);
    expect(inbox.projects.map(({ projectId, unread }) => ({ projectId, unread }))).toEqual([
      { projectId: first.projectId, unread: 2 },
      { projectId: second.projectId, unread: 1 },
    ]);
    expect(inbox.projects[0]).toMatchObject({ title: "Roof array", clientName: "Test Person" });
  });
});
