import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, signedInAgent, type TestUser } from "#tests/support/users.ts";

let testApp: TestApp;
let admin: TestUser;
let asAdmin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin", username: "site_admin" });
  asAdmin = await signedInAgent(testApp, admin);
});
afterAll(() => testApp.close());

describe("GET /api/admin/users", () => {
  it("pages through users 25 at a time, newest first, without password hashes", async () => {
    for (let n = 0; n < 27; n++) await createTestUser(testApp, { username: `pager_${String(n).padStart(2, "0")}` });
    const first = await asAdmin.get("/api/admin/users").query({ search: "pager_" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 25, total: 27, pageCount: 2 });
    expect(first.body.users).toHaveLength(25);
    expect(first.body.users[0].username).toBe("pager_26");
    expect(JSON.stringify(first.body)).not.toMatch(/argon2|passwordHash/);
    const second = await asAdmin.get("/api/admin/users").query({ search: "pager_", page: 2 });
    expect(second.body.users.map((user: TestUser) => user.username)).toEqual(["pager_01", "pager_00"]);
    const beyond = await asAdmin.get("/api/admin/users").query({ search: "pager_", page: 9 });
    expect(beyond.body).toMatchObject({ page: 2, pageCount: 2, total: 27 });
    expect(beyond.body.users.map((user: TestUser) => user.username)).toEqual(["pager_01", "pager_00"]);
  });

  it("searches name, username and e-mail case-insensitively, treating % and _ literally", async () => {
    await createTestUser(testApp, { username: "Quinn_Searchable" });
    const byUsername = await asAdmin.get("/api/admin/users").query({ search: "quinn_SEARCH" });
    expect(byUsername.body.users.map((user: TestUser) => user.username)).toEqual(["Quinn_Searchable"]);
    const byEmail = await asAdmin.get("/api/admin/users").query({ search: "quinn_searchable@example" });
    expect(byEmail.body.total).toBe(1);
    const byFullName = await asAdmin.get("/api/admin/users").query({ search: "test person" });
    expect(byFullName.body.total).toBeGreaterThan(1);
    const wildcard = await asAdmin.get("/api/admin/users").query({ search: "%" });
    expect(wildcard.body.total).toBe(0);
  });

  it("refuses a bad page number", async () => {
    const res = await asAdmin.get("/api/admin/users").query({ page: "zero" });
    expect(res.status).toBe(400);
    expect(res.body.errors.page).toBe("Page must be a number");
  });
});

describe("POST /api/admin/users/:id/role", () => {
  it("promotes a client, whose next request is an admin's", async () => {
    const client = await createTestUser(testApp);
    const asClient = await signedInAgent(testApp, client);
    expect((await asClient.get("/api/admin/users")).status).toBe(403);
    const res = await asAdmin.post(`/api/admin/users/${client.id}/role`).send({ userType: "admin" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: client.id, userType: "admin", disabled: false });
    expect((await asClient.get("/api/admin/users")).status).toBe(200);
  });

  it("never changes one's own role", async () => {
    const res = await asAdmin.post(`/api/admin/users/${admin.id}/role`).send({ userType: "client" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "You can't change your own role" });
  });

  it("validates the role and the id", async () => {
    const client = await createTestUser(testApp);
    const bad = await asAdmin.post(`/api/admin/users/${client.id}/role`).send({ userType: "owner" });
    expect(bad.status).toBe(400);
    expect((await asAdmin.post("/api/admin/users/not-a-uuid/role").send({ userType: "admin" })).status).toBe(404);
    const unknown = await asAdmin
      .post("/api/admin/users/00000000-0000-4000-8000-000000000000/role")
      .send({ userType: "admin" });
    expect(unknown.status).toBe(404);
  });
});

describe("POST /api/admin/users/:id/disabled", () => {
  it("disables an account, ending its sessions at once, and enables it again", async () => {
    const client = await createTestUser(testApp);
    const asClient = await signedInAgent(testApp, client);
    const off = await asAdmin.post(`/api/admin/users/${client.id}/disabled`).send({ disabled: true });
    expect(off.status).toBe(200);
    expect(off.body.disabled).toBe(true);
    expect((await asClient.get("/api/user")).status).toBe(401);
    const login = () =>
      request(testApp.app).post("/api/login").send({ username: client.username, password: client.password });
    expect((await login()).status).toBe(401);
    const on = await asAdmin.post(`/api/admin/users/${client.id}/disabled`).send({ disabled: false });
    expect(on.body.disabled).toBe(false);
    expect((await login()).status).toBe(200);
  });

  it("never disables one's own account", async () => {
    const res = await asAdmin.post(`/api/admin/users/${admin.id}/disabled`).send({ disabled: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "You can't disable your own account" });
  });
});
