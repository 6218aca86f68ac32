import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, signedInAgent } from "#tests/support/users.ts";
import { listLeadsForUser } from "./leads-for-user.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

function consultation(email: string, overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Dana Reyes",
    email,
    phone: "(530) 555-0142",
    address: "88 Lake Blvd, Redding, CA 96003",
    propertyType: "Residential",
    serviceNeeded: "System Maintenance",
    website: "",
    startedAt: Date.now() - 10_000,
    ...overrides,
  };
}

describe("listLeadsForUser", () => {
  it("lists the user's own requests, by account or by confirmed e-mail, newest first, never spam or others'", async () => {
    const user = await createTestUser(testApp, { emailVerified: true });
    const other = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);

    const byAccount = await agent.post("/api/solar-form").send(consultation("another-address@example.com"));
    const byEmail = await request(testApp.app)
      .post("/api/solar-form")
      .send(consultation(user.email.toUpperCase(), { serviceNeeded: "Solar Repair" }));
    await request(testApp.app).post("/api/solar-form").send(consultation(other.email));
    await request(testApp.app)
      .post("/api/solar-form")
      .send(consultation(user.email, { website: "http://spam.example" }));
    expect([byAccount.status, byEmail.status]).toEqual([201, 201]);

    const requests = await listLeadsForUser(testApp.services.db, sessionUserOf(user));
    expect(requests.map((r) => r.reference)).toEqual([byEmail.body.reference, byAccount.body.reference]);
    expect(requests[0]).toMatchObject({ serviceNeeded: "Solar Repair", status: "new" });
  });

  it("never lists a request another client sent while signed in", async () => {
    const [user, otherClient] = [await createTestUser(testApp), await createTestUser(testApp)];
    const own = await (await signedInAgent(testApp, user)).post("/api/solar-form").send(consultation(user.email));
    const others = await (
      await signedInAgent(testApp, otherClient)
    )
      .post("/api/solar-form")
      .send(consultation(otherClient.email));
    expect([own.status, others.status]).toEqual([201, 201]);

    const requests = await listLeadsForUser(testApp.services.db, sessionUserOf(user));
    expect(requests.map((r) => r.reference)).toEqual([own.body.reference]);
  });

  it("claims no request sent without an account while the account's address is unconfirmed", async () => {
    const user = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, user);
    const byAccount = await agent.post("/api/solar-form").send(consultation("another-address@example.com"));
    const byEmail = await request(testApp.app).post("/api/solar-form").send(consultation(user.email));
    expect([byAccount.status, byEmail.status]).toEqual([201, 201]);

    const requests = await listLeadsForUser(testApp.services.db, sessionUserOf(user));
    expect(requests.map((r) => r.reference)).toEqual([byAccount.body.reference]);
  });
});
