import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, signedInAgent } from "#tests/support/users.ts";
import { createAdminSchema, createOrPromoteAdmin } from "./create-admin.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const input = (overrides: Record<string, string> = {}) =>
  createAdminSchema.parse({ username: "chief", email: "chief@example.com", password: "AdminPass42", ...overrides });

describe("createOrPromoteAdmin", () => {
  it("refuses a new administrator without a first and last name", async () => {
    await expect(createOrPromoteAdmin(testApp.services.db, input({ lastName: "Reyes" }))).rejects.toMatchObject({
      kind: "invalid",
      errors: { firstName: "Please enter your first name" },
    });
  });

  it("creates an administrator with the name given, who can sign in and reach admin routes", async () => {
    const { action, user } = await createOrPromoteAdmin(
      testApp.services.db,
      input({ firstName: "Dana", lastName: "Reyes" }),
    );
    expect(action).toBe("created");
    expect(user).toMatchObject({ username: "chief", userType: "admin", firstName: "Dana", lastName: "Reyes" });
    const agent = await signedInAgent(testApp, { username: "chief", password: "AdminPass42" });
    expect((await agent.get("/api/admin/users")).status).toBe(200);
  });

  it("promotes an existing client, re-enables it, sets the new password and ends its sessions", async () => {
    const client = await createTestUser(testApp);
    const oldSession = await signedInAgent(testApp, client);
    const { action, user } = await createOrPromoteAdmin(
      testApp.services.db,
      input({
        username: client.username.toUpperCase(),
        email: client.email,
        password: "Promoted99",
        firstName: "Robin",
      }),
    );
    expect(action).toBe("promoted");
    expect(user).toMatchObject({ id: client.id, userType: "admin", firstName: "Robin", lastName: "Person" });
    expect((await oldSession.get("/api/user")).status).toBe(401);
    const old = await request(testApp.app)
      .post("/api/login")
      .send({ username: client.username, password: client.password });
    expect(old.status).toBe(401);
    await signedInAgent(testApp, { username: client.username, password: "Promoted99" });
  });

  it("refuses an e-mail that belongs to another account", async () => {
    const other = await createTestUser(testApp);
    await expect(
      createOrPromoteAdmin(
        testApp.services.db,
        input({ username: "new_chief", email: other.email.toUpperCase(), firstName: "Dana", lastName: "Reyes" }),
      ),
    ).rejects.toMatchObject({ kind: "conflict", errors: { email: "An account with that email already exists" } });
  });

  it("applies the registration rules", () => {
    const result = createAdminSchema.safeParse({ username: "x!", email: "no", password: "weak" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        "Username must be at least 3 characters",
        "Please enter a valid email address (e.g., name@example.com)",
        "Password must be at least 8 characters for security",
      ]),
    );
  });
});
