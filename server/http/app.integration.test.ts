import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("API conventions", () => {
  it("answers health and readiness", async () => {
    const health = await request(testApp.app).get("/api/health");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok" });
    const ready = await request(testApp.app).get("/api/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await request(testApp.app).get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.type).toBe("application/json");
    expect(res.body).toEqual({ message: "No such API endpoint" });
  });

  it("answers malformed JSON with a 400 message and no stack", async () => {
    const res = await request(testApp.app).post("/api/health").set("Content-Type", "application/json").send("{bad");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON in request body" });
  });

  it("refuses a body over 100 kB with a JSON 413", async () => {
    const res = await request(testApp.app)
      .post("/api/health")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ text: "x".repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("refuses a write from another origin", async () => {
    const byOrigin = await request(testApp.app).post("/api/health").set("Origin", "https://evil.example").send({});
    expect(byOrigin.status).toBe(403);
    const byFetchSite = await request(testApp.app).post("/api/health").set("Sec-Fetch-Site", "cross-site").send({});
    expect(byFetchSite.status).toBe(403);
    expect(byFetchSite.body.message).toBe("Cross-origin requests are not allowed");
  });

  it("refuses a body that is neither JSON nor multipart", async () => {
    const res = await request(testApp.app).post("/api/health").set("Content-Type", "text/plain").send("hello");
    expect(res.status).toBe(415);
  });

  it("sets security headers and a request id on every response", async () => {
    const res = await request(testApp.app).get("/api/health");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(res.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["permissions-policy"]).toBe("camera=(), geolocation=(), payment=(), usb=()");
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  it("gives every response its own CSP nonce", async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(
        (await request(testApp.app).get("/api/health")).headers["content-security-policy"] ?? "",
      )?.[1];
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second).not.toBe(first);
  });

  it("keeps a well-formed incoming request id", async () => {
    const res = await request(testApp.app).get("/api/health").set("X-Request-Id", "abc12345-from-proxy");
    expect(res.headers["x-request-id"]).toBe("abc12345-from-proxy");
  });
});

describe("readiness without a database", () => {
  it("answers 503 when the database does not answer", async () => {
    const broken = await createTestApp();
    await broken.services.database.close();
    const res = await request(broken.app).get("/api/ready");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: "Database unavailable" });
  });
});
