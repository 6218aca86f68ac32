import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { TEST_PASSWORD, createTestUser, sessionCookie, signedInAgent } from "#tests/support/users.ts";
import { users } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: "100" });
});
afterAll(() => testApp.close());

const userKeys = ["companyName", "email", "firstName", "id", "lastName", "phone", "userType", "username"];

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Dana",
    lastName: "Rivera",
    email: "dana.rivera@example.com",
    username: "dana_r",
    password: "SolarPanel9",
    confirmPassword: "SolarPanel9",
    companyName: "Rivera Farms",
    phone: "(530) 555-0199",
    ...overrides,
  };
}

describe("POST /api/register", () => {
  it("creates a client, signs it in and never returns the hash", async () => {
    const agent = request.agent(testApp.app);
    const res = await agent.post("/api/register").send(registration({ userType: "admin" }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(userKeys);
    expect(res.body).toMatchObject({
      firstName: "Dana",
      lastName: "Rivera",
      email: "dana.rivera@example.com",
      username: "dana_r",
      userType: "client",
      companyName: "Rivera Farms",
      phone: "(530) 555-0199",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);

    const cookie = (res.headers["set-cookie"] as unknown as string[]).find((line) => line.startsWith("sid="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const me = await agent.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body);

    const [stored] = await testApp.services.db.select().from(users).where(eq(users.id, res.body.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("stores blank optional fields as null", async () => {
    const res = await request(testApp.app)
      .post("/api/register")
      .send(registration({ username: "no_extras", email: "no.extras@example.com", companyName: "", phone: "" }));
    expect(res.status).toBe(201);
    expect(res.body.companyName).toBeNull();
    expect(res.body.phone).toBeNull();
  });

  it("answers 409 naming the field for a username or e-mail taken in any case", async () => {
    const byUsername = await request(testApp.app)
      .post("/api/register")
      .send(registration({ username: "DANA_R", email: "other@example.com" }));
    expect(byUsername.status).toBe(409);
    expect(byUsername.body).toEqual({
      message: "That username is already taken",
      errors: { username: "That username is already taken" },
    });
    const byEmail = await request(testApp.app)
      .post("/api/register")
      .send(registration({ username: "someone_else", email: "Dana.Rivera@EXAMPLE.com" }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.errors).toEqual({ email: "An account with that email already exists" });
  });

  it("answers a retried registration with the same Idempotency-Key with the account the first one made", async () => {
    const key = "3f9c2f4e-0c1a-4d7b-9a55-registration1";
    const body = registration({ username: "retry_r", email: "retry.r@example.com" });
    const first = await request(testApp.app).post("/api/register").set("Idempotency-Key", key).send(body);
    const again = await request(testApp.app).post("/api/register").set("Idempotency-Key", key).send(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(sessionCookie(again)).toBeTruthy();
    const rows = await testApp.services.db.select().from(users).where(eq(users.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("opens nothing with a used Idempotency-Key and another password or name", async () => {
    const key = "3f9c2f4e-0c1a-4d7b-9a55-registration2";
    const body = registration({ username: "keyed_r", email: "keyed.r@example.com" });
    expect((await request(testApp.app).post("/api/register").set("Idempotency-Key", key).send(body)).status).toBe(201);
    const otherPassword = await request(testApp.app)
      .post("/api/register")
      .set("Idempotency-Key", key)
      .send({ ...body, password: "Different9x", confirmPassword: "Different9x" });
    expect(otherPassword.status).toBe(409);
    expect(sessionCookie(otherPassword)).toBeFalsy();
    const otherName = await request(testApp.app)
      .post("/api/register")
      .set("Idempotency-Key", key)
      .send(registration({ username: "fresh_name", email: "fresh.name@example.com" }));
    expect(otherName.status).toBe(409);
    expect(otherName.body.errors).toEqual({ idempotencyKey: "This idempotency key was used for another registration" });
  });

  it("applies the SPEC §5 rules on the server", async () => {
    const res = await request(testApp.app)
      .post("/api/register")
      .send(registration({ username: "ab", password: "short", confirmPassword: "other", phone: "call me" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: "Username must be at least 3 characters",
      password: "Password must be at least 8 characters for security",
      confirmPassword: "Passwords don't match. Please make sure both passwords are identical",
      phone: "Phone number can only contain numbers, spaces, and symbols like () - +",
    });
  });
});

describe("POST /api/login", () => {
  it("signs in with any case of the username and returns the user", async () => {
    const user = await createTestUser(testApp);
    const res = await request(testApp.app)
      .post("/api/login")
      .send({ username: user.username.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(userKeys);
    expect(res.body.username).toBe(user.username);
    expect(sessionCookie(res)).toMatch(/^[\w-]{40,}$/);
  });

  it("signs in with the account's e-mail address, in any case, in the username field", async () => {
    const user = await createTestUser(testApp);
    const res = await request(testApp.app)
      .post("/api/login")
      .send({ username: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(user.username);
    expect(sessionCookie(res)).toMatch(/^[\w-]{40,}$/);
    const wrong = await request(testApp.app).post("/api/login").send({ username: user.email, password: "WrongPass1" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid username or password" });
  });

  it("answers unknown users, wrong passwords and disabled accounts alike", async () => {
    const user = await createTestUser(testApp);
    const disabled = await createTestUser(testApp);
    await testApp.services.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    const attempts = [
      { username: "nobody_here", password: TEST_PASSWORD },
      { username: user.username, password: "WrongPass1" },
      { username: disabled.username, password: TEST_PASSWORD },
    ];
    for (const attempt of attempts) {
      const res = await request(testApp.app).post("/api/login").send(attempt);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid username or password" });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it("gives the login messages of SPEC §5 for empty fields", async () => {
    const res = await request(testApp.app).post("/api/login").send({ username: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ username: "Please enter your username", password: "Please enter your password" });
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("answers 401 when signed out", async () => {
    const res = await request(testApp.app).get("/api/user");
    expect(res.status).toBe(401);
  });

  it("signs out: the session ends and the cookie is cleared", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    expect((await agent.get("/api/user")).status).toBe(200);
    const out = await agent.post("/api/logout");
    expect(out.status).toBe(204);
    expect((out.headers["set-cookie"] as unknown as string[])[0]).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await agent.get("/api/user")).status).toBe(401);
  });
});

describe("POST /api/user/profile", () => {
  it("updates the profile and returns the user, with a new e-mail address pending until confirmed", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const res = await agent.post("/api/user/profile").send({
      firstName: "Morgan",
      lastName: "Lee",
      email: "morgan.lee@example.com",
      companyName: "Lee Marina",
      phone: "530-555-0100",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      username: user.username,
      userType: "client",
      firstName: "Morgan",
      lastName: "Lee",
      email: user.email,
      pendingEmail: "morgan.lee@example.com",
      companyName: "Lee Marina",
      phone: "530-555-0100",
    });
    expect((await agent.get("/api/user")).body).toMatchObject({ firstName: "Morgan", email: user.email });
  });

  it("keeps one's own e-mail in another case but refuses another account's", async () => {
    const user = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const profile = { firstName: "Test", lastName: "Person" };
    const own = await agent.post("/api/user/profile").send({ ...profile, email: user.email.toUpperCase() });
    expect(own.status).toBe(200);
    const taken = await agent.post("/api/user/profile").send({ ...profile, email: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: "An account with that email already exists" });
  });

  it("validates with the registration messages", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const res = await agent.post("/api/user/profile").send({ firstName: "A", lastName: "", email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Please enter your last name",
      email: "Please enter a valid email address (e.g., name@example.com)",
    });
  });
});

describe("POST /api/user/change-password", () => {
  it("needs the right current password", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const res = await agent
      .post("/api/user/change-password")
      .send({ currentPassword: "NotMine123", newPassword: "NewSolar42", confirmPassword: "NewSolar42" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ currentPassword: "Your current password is incorrect" });
  });

  it("applies the registration password rules", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const res = await agent
      .post("/api/user/change-password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: "alllowercase1", confirmPassword: "different" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      newPassword: "Password must contain at least one uppercase letter",
      confirmPassword: "Passwords don't match. Please make sure both passwords are identical",
    });
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const user = await createTestUser(testApp);
    const here = await signedInAgent(testApp, user);
    const elsewhere = await signedInAgent(testApp, user);
    const res = await here
      .post("/api/user/change-password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: "NewSolar42", confirmPassword: "NewSolar42" });
    expect(res.status).toBe(204);
    expect((await here.get("/api/user")).status).toBe(200);
    expect((await elsewhere.get("/api/user")).status).toBe(401);
    const oldPassword = await request(testApp.app)
      .post("/api/login")
      .send({ username: user.username, password: TEST_PASSWORD });
    expect(oldPassword.status).toBe(401);
    const newPassword = await request(testApp.app)
      .post("/api/login")
      .send({ username: user.username, password: "NewSolar42" });
    expect(newPassword.status).toBe(200);
  });
});
