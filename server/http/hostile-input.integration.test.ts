import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";

const NOT_ALLOWED = "Contains characters that are not allowed";
const OUT_OF_RANGE = "Must be a date between 2000 and 2099";

let testApp: TestApp;
let cookie: string;
let leadId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createTestUser(testApp, { userType: "admin" });
  cookie = await signedInCookie(testApp, admin.id);
  leadId = (await insertLead(testApp.services.db)).id;
});
afterAll(() => testApp.close());

const asAdmin = (method: "get" | "post", path: string) => request(testApp.app)[method](path).set("Cookie", cookie);

describe("text with NUL or a lone surrogate", () => {
  it("is a field error on sign-in, not a 500", async () => {
    const res = await request(testApp.app).post("/api/login").send({ username: "dana\u0000", password: "x" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ username: NOT_ALLOWED });
  });

  it("is a field error in a note and a lost reason", async () => {
    const note = await asAdmin("post", `/api/admin/leads/${leadId}/notes`).send({ body: "called \ud800 back" });
    expect(note.status).toBe(400);
    expect(note.body.errors).toEqual({ body: NOT_ALLOWED });
    const lost = await asAdmin("post", `/api/admin/leads/${leadId}/status`).send({
      status: "lost",
      lostReason: "price\u0000",
    });
    expect(lost.status).toBe(400);
    expect(lost.body.errors).toEqual({ lostReason: NOT_ALLOWED });
  });

  it("is refused in a key no schema names", async () => {
    const res = await request(testApp.app)
      .post("/api/performance")
      .send({
        metrics: { pageLoadTime: 1, timeToInteractive: 2, firstContentfulPaint: 3 },
        componentMetrics: { "Hero\ud800": 12 },
        timestamp: new Date().toISOString(),
        url: "https://example.com/",
        userAgent: "test",
      });
    expect(res.status).toBe(400);
    expect(res.body.errors.componentMetrics).toBe(NOT_ALLOWED);
  });

  it("is a field error in a list's search", async () => {
    const res = await asAdmin("get", "/api/admin/leads?search=%00");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ search: NOT_ALLOWED });
  });

  it("is a field error in a newsletter subscription", async () => {
    const res = await request(testApp.app)
      .post("/api/newsletter/subscribe")
      .send({ email: "dana@example.com", name: "Dana\u0000" });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toBe(NOT_ALLOWED);
  });
});

describe("a path parameter that is not valid percent-encoding", () => {
  it("is a 400, not a 500", async () => {
    const res = await asAdmin("get", "/api/admin/leads/%ED%A0%80");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Bad request" });
  });
});

describe("dates outside 2000 to 2099", () => {
  it.each(["0000-01-01T00:00:00Z", "9999-12-31T23:59:59-23:59", "9999-12-31T23:59"])(
    "refuses a task due %s",
    async (dueAt) => {
      const res = await asAdmin("post", `/api/admin/leads/${leadId}/tasks`).send({ title: "Call back", dueAt });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ dueAt: OUT_OF_RANGE });
    },
  );

  it.each(["/api/admin/leads?to=9999-12-31", "/api/admin/leads?from=0000-01-01", "/api/admin/leads.csv?to=9999-12-31"])(
    "refuses the filter in %s",
    async (path) => {
      const res = await asAdmin("get", path);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty(path.includes("from") ? "from" : "to", OUT_OF_RANGE);
    },
  );

  it("refuses a telemetry timestamp in year 0", async () => {
    const res = await request(testApp.app)
      .post("/api/errors")
      .send({
        errors: [
          {
            type: "js_error",
            message: "boom",
            timestamp: "0000-01-01T00:00:00Z",
            userAgent: "test",
            url: "https://example.com/",
          },
        ],
      });
    expect(res.status).toBe(400);
    // Telemetry keeps a tighter window than the shared 2000-2099 rule: a report is about the last few days.
    expect(res.body.errors).toEqual({
      "errors.0.timestamp": "Must be an ISO 8601 time or milliseconds since 1970, within the last 7 days",
    });
  });
});
