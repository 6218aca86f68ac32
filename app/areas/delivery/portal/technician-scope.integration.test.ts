import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDetails, seedProject } from "#tests/support/projects.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";

/** Issue 26 §5: a technician sees the projects they manage and gets 404 for every other, like a missing one. */
let testApp: TestApp;
let technician: TestUser;
let technicianCookie: string;
let theirs: Awaited<ReturnType<typeof seedProject>>;
let notTheirs: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  const admin = await createTestUser(testApp, { userType: "admin" });
  technician = await createTestUser(testApp, { userType: "technician" });
  technicianCookie = await signedInCookie(testApp, technician.id);
  theirs = await seedProject(testApp, admin, await createTestUser(testApp, { emailVerified: true }));
  notTheirs = await seedProject(testApp, admin, await createTestUser(testApp, { emailVerified: true }));
  const assigned = await request(testApp.app)
    .post(`/api/admin/projects/${theirs.projectId}/details`)
    .set("Cookie", theirs.adminCookie)
    .send(projectDetails(technician.id));
  expect(assigned.status).toBe(200);
}, 60_000);
afterAll(() => testApp.close());

const asTechnician = (path: string) => request(testApp.app).get(path).set("Cookie", technicianCookie);

describe("a technician's projects", () => {
  it("lists only the project they manage, where the office sees both", async () => {
    const mine = await asTechnician("/api/projects");
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((item: { id: string }) => item.id)).toEqual([theirs.projectId]);
    const office = await request(testApp.app).get("/api/projects").set("Cookie", theirs.adminCookie);
    expect(office.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [theirs.projectId, notTheirs.projectId].sort(),
    );
  });

  it("opens the project they manage, its messages and documents, and finds no other", async () => {
    expect((await asTechnician(`/api/projects/${theirs.projectId}`)).status).toBe(200);
    expect((await asTechnician(`/api/projects/${theirs.projectId}/messages`)).status).toBe(200);
    expect((await asTechnician(`/api/projects/${theirs.projectId}/documents/${theirs.documentId}`)).status).toBe(200);
    const other = await asTechnician(`/api/projects/${notTheirs.projectId}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: "Project not found" });
    expect((await asTechnician(`/api/projects/${notTheirs.projectId}/documents/${notTheirs.documentId}`)).status).toBe(
      404,
    );
  });

  it("works on their project but on no other, and may not create projects or export", async () => {
    const update = { body: "Racking and panels are up." };
    const own = await request(testApp.app)
      .post(`/api/admin/projects/${theirs.projectId}/updates`)
      .set("Cookie", technicianCookie)
      .send(update);
    expect(own.status).toBe(201);
    const other = await request(testApp.app)
      .post(`/api/admin/projects/${notTheirs.projectId}/updates`)
      .set("Cookie", technicianCookie)
      .send(update);
    expect(other.status).toBe(404);
    const otherStage = await request(testApp.app)
      .post(`/api/admin/project-stages/${notTheirs.stageId}/change`)
      .set("Cookie", technicianCookie)
      .send({ state: "done" });
    expect(otherStage.status).toBe(404);
    const otherItem = await request(testApp.app)
      .post(`/api/admin/project-action-items/${notTheirs.actionItemId}/cancel`)
      .set("Cookie", technicianCookie)
      .send({});
    expect(otherItem.status).toBe(404);
    const ownStage = await request(testApp.app)
      .post(`/api/admin/project-stages/${theirs.stageId}/change`)
      .set("Cookie", technicianCookie)
      .send({ state: "current" });
    expect(ownStage.status).toBe(200);
    const create = await request(testApp.app)
      .post("/api/admin/projects")
      .set("Cookie", technicianCookie)
      .send({ clientEmail: "someone@example.com", title: "New", type: "installation", siteAddress: "2 Main St" });
    expect(create.status).toBe(403);
    expect((await asTechnician("/api/admin/leads.csv")).status).toBe(403);
  });

  it("reads no amount in their project's JSON (a technician does not hold read:money)", async () => {
    const res = await asTechnician(`/api/projects/${theirs.projectId}`);
    expect(res.status).toBe(200);
    // A project carries no money field today; one added later (a price, a budget) must not reach a technician.
    const keys = keysOf(res.body);
    expect(keys).toContain("siteAddress");
    expect(keys.filter((key) => /cents|price|cost|budget|bill|amount|total|snapshot/i.test(key))).toEqual([]);
    expect(res.body.project).not.toHaveProperty("currentElectricBill");
    expect(res.body.project).not.toHaveProperty("calculatorSnapshot");
  });
});

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}
