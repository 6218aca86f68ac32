import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { projectDetails, seedProject } from "#tests/support/projects.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { users } from "#app/areas/identity/tables.server.ts";

let testApp: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let client: TestUser;
let seeded: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  admin = await createTestUser(testApp, { userType: "admin" });
  otherAdmin = await createTestUser(testApp, { userType: "admin" });
  client = await createTestUser(testApp, { emailVerified: true });
  await testApp.services.db
    .update(users)
    .set({ firstName: "Maria", lastName: "Lopez" })
    .where(eq(users.id, otherAdmin.id));
  seeded = await seedProject(testApp, admin, client);
}, 60_000);
afterAll(() => testApp.close());

const post = (path: string, body: object) =>
  request(testApp.app).post(path).set("Cookie", seeded.adminCookie).send(body);
const clientView = async () =>
  (await request(testApp.app).get(`/api/projects/${seeded.projectId}`).set("Cookie", seeded.clientCookie)).body;

describe("choosing the project manager", () => {
  it("makes the creating admin the manager unless another admin is named", async () => {
    expect((await clientView()).project.projectManagerId).toBe(admin.id);
    const created = await post("/api/admin/projects", {
      clientEmail: client.email,
      title: "Battery",
      type: "battery_retrofit",
      siteAddress: "1 Main St",
      projectManagerId: otherAdmin.id,
    });
    expect(created.status).toBe(201);
    const detail = await request(testApp.app)
      .get(`/api/projects/${created.body.id}`)
      .set("Cookie", seeded.clientCookie);
    expect(detail.body.project.projectManagerName).toBe("Maria Lopez");
  });

  it("refuses a client, an unknown account or a disabled admin as manager with 400 naming the field", async () => {
    const disabled = await createTestUser(testApp, { userType: "admin" });
    await testApp.services.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    for (const projectManagerId of [client.id, disabled.id, "00000000-0000-4000-8000-000000000000"]) {
      const created = await post("/api/admin/projects", {
        clientEmail: client.email,
        title: "X",
        type: "repair",
        siteAddress: "3 Elm",
        projectManagerId,
      });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual({ projectManagerId: "Please choose a staff member who works on projects" });
      const edited = await post(`/api/admin/projects/${seeded.projectId}/details`, projectDetails(projectManagerId));
      expect(edited.status).toBe(400);
      expect(edited.body.errors).toEqual({ projectManagerId: "Please choose a staff member who works on projects" });
    }
    const notAnId = await post(`/api/admin/projects/${seeded.projectId}/details`, projectDetails("someone"));
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.errors).toEqual({ projectManagerId: "Please choose a staff member who works on projects" });
  });

  it("converts a won lead with the chosen manager", async () => {
    const lead = await insertLead(testApp.services.db, { status: "won", email: client.email });
    const converted = await post(`/api/admin/leads/${lead.id}/project`, {
      title: "From the lead",
      type: "repair",
      siteAddress: "4 Pine",
      projectManagerId: otherAdmin.id,
    });
    expect(converted.status).toBe(201);
    const detail = await request(testApp.app)
      .get(`/api/projects/${converted.body.id}`)
      .set("Cookie", seeded.clientCookie);
    expect(detail.body.project.projectManagerName).toBe("Maria Lopez");
  });

  it("changes the manager and the details; the client sees the new name and an update saying so, once", async () => {
    const edited = await post(`/api/admin/projects/${seeded.projectId}/details`, projectDetails(otherAdmin.id));
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id: seeded.projectId, managerChanged: true });
    const again = await post(`/api/admin/projects/${seeded.projectId}/details`, projectDetails(otherAdmin.id));
    expect(again.body.managerChanged).toBe(false);
    const view = await clientView();
    expect(view.project).toMatchObject({
      projectManagerName: "Maria Lopez",
      systemSizeKw: 7.6,
      batteryKwh: null,
      utility: "pge",
    });
    const notices = view.updates.filter((update: { body: string }) => update.body.includes("project manager"));
    expect(notices.map((update: { body: string }) => update.body)).toEqual([
      "Your project manager is now Maria Lopez.",
    ]);
  });

  it("answers 404 for a project that does not exist", async () => {
    const res = await post(
      "/api/admin/projects/00000000-0000-4000-8000-000000000000/details",
      projectDetails(admin.id),
    );
    expect(res.status).toBe(404);
  });
});
