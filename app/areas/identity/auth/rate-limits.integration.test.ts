import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, signedInAgent } from "#tests/support/users.ts";

let testApp: TestApp;
beforeAll(async () => {
  // Behind one proxy, so each test can speak from an address of its own.
  testApp = await createTestApp({ TRUST_PROXY: "1", REGISTRATIONS_PER_IP_PER_HOUR: "3" });
});
afterAll(() => testApp.close());

let nextAddress = 1;
function freshIp(): string {
  return `203.0.113.${nextAddress++}`;
}

function login(ip: string, username: string, password: string) {
  return request(testApp.app).post("/api/login").set("X-Forwarded-For", ip).send({ username, password });
}

const signInLimitMessage = "Too many sign-in attempts. Please wait 15 minutes and try again.";

describe("sign-in limits", () => {
  it("allows 30 failed sign-ins per address in 15 minutes, then answers 429", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(ip, `nobody_${attempt}`, "WrongPass1")).status).toBe(401);
    }
    const blocked = await login(ip, "nobody_31", "WrongPass1");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: signInLimitMessage });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
  });

  it("never locks the owner out: failures from 10 addresses, then the right password from an 11th signs in", async () => {
    const user = await createTestUser(testApp);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(freshIp(), user.username, "WrongPass1")).status).toBe(401);
    }
    const started = Date.now();
    const owner = await login(freshIp(), user.username.toUpperCase(), user.password);
    expect(owner.status).toBe(200);
    expect(owner.body.username).toBe(user.username);
    // Slowed by the account's many attempts (signInDelayMs(11) = 1.5 s), not refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it("blocks an account for the one address that failed on it 10 times, not for the others", async () => {
    const user = await createTestUser(testApp);
    // One /64: its addresses share a counter however the guesser rotates through them.
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(`2001:db8:a:b::${attempt + 1}`, user.username, "WrongPass1")).status).toBe(401);
    }
    const blocked = await login("2001:db8:a:b:ffff::99", user.username, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(signInLimitMessage);
    expect((await login("2001:db8:a:c::1", user.username, user.password)).status).toBe(200);
  }, 30_000);

  it("counts every address of one IPv6 /64 as one client", async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(`2001:db8:64:1::${(attempt + 1).toString(16)}`, `nobody_v6_${attempt}`, "x")).status).toBe(
        401,
      );
    }
    expect((await login("2001:db8:64:1:dead:beef:0:1", "nobody_v6_31", "x")).status).toBe(429);
    expect((await login("2001:db8:64:2::1", "nobody_v6_12", "x")).status).toBe(401);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(`::ffff:${ip}`, `nobody_mapped_${attempt}`, "x")).status).toBe(401);
    }
    expect((await login(ip, "nobody_mapped_31", "x")).status).toBe(429);
  });

  it("does not count successful sign-ins", async () => {
    const ip = freshIp();
    const user = await createTestUser(testApp);
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(ip, user.username, user.password)).status).toBe(200);
    }
  });

  it("counts wrong current passwords against the account", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const change = { currentPassword: "WrongPass1", newPassword: "NewSolar42", confirmPassword: "NewSolar42" };
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await agent.post("/api/user/change-password").send(change)).status).toBe(400);
    }
    expect((await agent.post("/api/user/change-password").send(change)).status).toBe(429);
  });
});

describe("registration limit", () => {
  it("allows REGISTRATIONS_PER_IP_PER_HOUR sign-ups per address, then answers 429", async () => {
    const ip = freshIp();
    const register = (n: number) =>
      request(testApp.app)
        .post("/api/register")
        .set("X-Forwarded-For", ip)
        .send({
          firstName: "Rate",
          lastName: "Limited",
          email: `rate${n}@example.com`,
          username: `rate_${n}`,
          password: "SolarPanel9",
          confirmPassword: "SolarPanel9",
        });
    for (let n = 0; n < 3; n++) expect((await register(n)).status).toBe(201);
    const blocked = await register(3);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      "Too many accounts have been created from your network. Please try again in an hour.",
    );
    const elsewhere = await request(testApp.app).post("/api/register").set("X-Forwarded-For", freshIp()).send({
      firstName: "Other",
      lastName: "Network",
      email: "other.network@example.com",
      username: "other_network",
      password: "SolarPanel9",
      confirmPassword: "SolarPanel9",
    });
    expect(elsewhere.status).toBe(201);
  });
});
