import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProject } from "#tests/support/projects.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf } from "#tests/support/users.ts";
import { projectList } from "./project-list.server.ts";

let testApp: TestApp;
let seeded: Awaited<ReturnType<typeof seedProject>>;
let staff: Awaited<ReturnType<typeof createTestUser>>;
let client: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createTestUser(testApp, { userType: "admin" });
  client = await createTestUser(testApp, { emailVerified: true });
  seeded = await seedProject(testApp, staff, client);
  for (const dueOn of ["2026-11-20", "2026-11-23", "2026-11-24"]) {
    const item = await request(testApp.app)
      .post(`/api/admin/projects/${seeded.projectId}/action-items`)
      .set("Cookie", seeded.adminCookie)
      .send({ title: `Due ${dueOn}`, kind: "confirm", dueOn });
    expect(item.status).toBe(201);
  }
}, 60_000);
afterAll(() => testApp.close());

describe("the staff project list", () => {
  it("counts open action items and, of those, the ones due before the office's date", async () => {
    // 07:30 UTC on the 24th is still the 23rd in Redding: only the item due on the 20th is overdue.
    const query = projectList.parseQuery({});
    const early = await projectList.page(
      testApp.services,
      sessionUserOf(staff),
      query,
      new Date("2026-11-24T07:30:00Z"),
    );
    expect(early.items[0]).toMatchObject({ openActionItems: 4, overdueActionItems: 1 });
    const later = await projectList.page(
      testApp.services,
      sessionUserOf(staff),
      query,
      new Date("2026-11-24T09:00:00Z"),
    );
    expect(later.items[0]).toMatchObject({ openActionItems: 4, overdueActionItems: 2 });
  });

  it("filters to projects with overdue client to-dos at the office's date, and with unread client messages", async () => {
    const user = sessionUserOf(staff);
    const total = (attention: string, now: Date) =>
      projectList.countMatching(testApp.services, user, projectList.parseQuery({ attention }), now);
    // Before the 21st in Redding no to-do is overdue yet; after it, the one due on the 20th is.
    expect(await total("overdue", new Date("2026-11-21T07:30:00Z"))).toBe(0);
    expect(await total("overdue", new Date("2026-11-21T09:00:00Z"))).toBe(1);
    const sent = await request(testApp.app)
      .post(`/api/projects/${seeded.projectId}/messages`)
      .set("Cookie", seeded.clientCookie)
      .send({ body: "Is the permit in?" });
    expect(sent.status).toBe(201);
    expect(await total("unread", new Date())).toBe(1);
    // Staff reading the thread reads its messages.
    const thread = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}/messages`)
      .set("Cookie", seeded.adminCookie);
    expect(thread.status).toBe(200);
    expect(await total("unread", new Date())).toBe(0);
    const refused = await request(testApp.app).get("/api/projects?attention=soon").set("Cookie", seeded.adminCookie);
    expect(refused.status).toBe(400);
  });

  it("gives the counts in GET /api/projects for staff", async () => {
    const res = await request(testApp.app).get("/api/projects").set("Cookie", seeded.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toHaveProperty("overdueActionItems");
    expect(res.body.items[0].openActionItems).toBe(4);
  });

  it("finds a project by its client's e-mail or its type, and none for another search", async () => {
    const get = (query: string) => request(testApp.app).get(`/api/projects?${query}`).set("Cookie", seeded.adminCookie);
    const byEmail = await get(`search=${encodeURIComponent(client.email)}&type=installation`);
    expect(byEmail.body).toMatchObject({ page: 1, pageSize: 25, total: 1 });
    expect(byEmail.body.items.map((item: { title: string }) => item.title)).toEqual(["Roof array"]);
    const none = await get("search=no-such-project");
    expect(none.body).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
    expect((await get("type=not-a-type")).status).toBe(400);
  });

  it("gives a client only their own projects, without the staff list's page", async () => {
    const res = await request(testApp.app).get("/api/projects").set("Cookie", seeded.clientCookie);
    expect(Object.keys(res.body)).toEqual(["items"]);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([seeded.projectId]);
  });
});
