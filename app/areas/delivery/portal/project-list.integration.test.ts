import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProject } from "#tests/support/projects.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf } from "#tests/support/users.ts";
import { listProjects, projectListQuerySchema } from "./project-list.server.ts";

let testApp: TestApp;
let seeded: Awaited<ReturnType<typeof seedProject>>;
let staff: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createTestUser(testApp, { userType: "admin" });
  seeded = await seedProject(testApp, staff, await createTestUser(testApp, { emailVerified: true }));
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
    const query = projectListQuerySchema.parse({});
    const early = await listProjects(
      testApp.services.db,
      sessionUserOf(staff),
      query,
      new Date("2026-11-24T07:30:00Z"),
    );
    expect(early.items[0]).toMatchObject({ openActionItems: 4, overdueActionItems: 1 });
    const later = await listProjects(
      testApp.services.db,
      sessionUserOf(staff),
      query,
      new Date("2026-11-24T09:00:00Z"),
    );
    expect(later.items[0]).toMatchObject({ openActionItems: 4, overdueActionItems: 2 });
  });

  it("gives the counts in GET /api/projects for staff", async () => {
    const res = await request(testApp.app).get("/api/projects").set("Cookie", seeded.adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toHaveProperty("overdueActionItems");
    expect(res.body.items[0].openActionItems).toBe(4);
  });
});
