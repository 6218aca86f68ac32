import { asc } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { errorReports, performanceReports } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  // One proxy in front, so each test can be its own client IP for the rate limit.
  testApp = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => testApp.close());

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
let nextIp = 1;
const post = (path: string, body: unknown, ip = `203.0.113.${nextIp++}`) =>
  request(testApp.app)
    .post(path)
    .set("X-Forwarded-For", ip)
    .send(body as object);

const errorRecord = (overrides: Record<string, unknown> = {}) => ({
  type: "js_error",
  message: "Cannot read properties of undefined (reading 'map')",
  stack: "TypeError: Cannot read properties of undefined\n    at ProductList (/assets/shop-abc.js:1:200)",
  timestamp: "2025-06-01T12:00:00.000Z",
  userAgent: chrome,
  url: "https://solar.example/shop/products?sort=price#top",
  ...overrides,
});

const performanceReport = (overrides: Record<string, unknown> = {}) => ({
  metrics: {
    largestContentfulPaint: 1800,
    firstContentfulPaint: 900,
    timeToFirstByte: 120,
    cumulativeLayoutShift: 0.02,
  },
  componentMetrics: { "hero:render": 12.5 },
  timestamp: "2025-06-01T12:00:10.000Z",
  url: "https://solar.example/portfolio/redding-ranch-home?ref=mail",
  userAgent: chrome,
  ...overrides,
});

describe("POST /api/errors", () => {
  it("stores every record and answers 204", async () => {
    const res = await post("/api/errors", {
      errors: [
        errorRecord(),
        errorRecord({ type: "network_error", message: "HTTP 500: Internal Server Error", stack: undefined }),
      ],
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");

    const rows = await testApp.services.db.select().from(errorReports).orderBy(asc(errorReports.type));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: "js_error",
      message: "Cannot read properties of undefined (reading 'map')",
      stack: expect.stringContaining("at ProductList"),
      url: "https://solar.example/shop/products",
      browser: "Chrome",
      userAgent: chrome,
      occurredAt: new Date("2025-06-01T12:00:00.000Z"),
    });
    expect(rows[1]).toMatchObject({ type: "network_error", stack: null });
  });

  it.each([
    ["no records", { errors: [] }, "errors"],
    ["more than 50 records", { errors: Array.from({ length: 51 }, () => errorRecord()) }, "errors"],
    ["an unknown type", { errors: [errorRecord({ type: "render_error" })] }, "errors.0.type"],
    ["a message over 2 kB", { errors: [errorRecord({ message: "m".repeat(2049) })] }, "errors.0.message"],
    ["a stack over 16 kB", { errors: [errorRecord({ stack: "s".repeat(16_385) })] }, "errors.0.stack"],
    ["a page that is not http(s)", { errors: [errorRecord({ url: "javascript:alert(1)" })] }, "errors.0.url"],
    ["a bad timestamp", { errors: [errorRecord({ timestamp: "yesterday" })] }, "errors.0.timestamp"],
    ["no body", undefined, "errors"],
  ])("answers 400 for %s", async (_case, body, field) => {
    const res = await post("/api/errors", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please correct the highlighted fields.");
    expect(res.body.errors).toHaveProperty([field]);
  });

  it("accepts a full batch of 50 records", async () => {
    const res = await post("/api/errors", {
      errors: Array.from({ length: 50 }, (_, i) => errorRecord({ message: `${i} ${"m".repeat(1000)}` })),
    });
    expect(res.status).toBe(204);
  });

  it("answers 413 with JSON for a body over 100 kB", async () => {
    const res = await post("/api/errors", {
      errors: Array.from({ length: 7 }, () => errorRecord({ stack: "s".repeat(16_384) })),
    });
    expect(res.status).toBe(413);
    expect(res.type).toBe("application/json");
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("limits each client IP to 60 requests a minute", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 60; i += 1) {
      const res = await post("/api/errors", { errors: [] }, ip);
      expect(res.status).toBe(400);
    }
    const limited = await post("/api/errors", { errors: [errorRecord()] }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: "Too many reports. Please try again later." });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const otherClient = await post("/api/errors", { errors: [errorRecord()] }, "198.51.100.8");
    expect(otherClient.status).toBe(204);
  });
});

describe("POST /api/performance", () => {
  it("stores one row per report under the route pattern, without the query", async () => {
    const res = await post("/api/performance", performanceReport());
    expect(res.status).toBe(204);
    const [row, ...others] = await testApp.services.db.select().from(performanceReports);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      route: "/portfolio/:slug",
      largestContentfulPaint: 1800,
      firstContentfulPaint: 900,
      timeToFirstByte: 120,
      cumulativeLayoutShift: 0.02,
      pageLoadTime: null,
      firstInputDelay: null,
      componentMetrics: { "hero:render": 12.5 },
      userAgent: chrome,
      occurredAt: new Date("2025-06-01T12:00:10.000Z"),
    });
  });

  it.each([
    [
      "2 metrics or fewer",
      performanceReport({ metrics: { largestContentfulPaint: 1800, firstContentfulPaint: 900 } }),
      "metrics",
    ],
    [
      "a negative metric",
      performanceReport({ metrics: { largestContentfulPaint: -1, firstContentfulPaint: 1, timeToFirstByte: 1 } }),
      "metrics.largestContentfulPaint",
    ],
    [
      "a metric that is not a number",
      performanceReport({ metrics: { largestContentfulPaint: "fast", firstContentfulPaint: 1, timeToFirstByte: 1 } }),
      "metrics.largestContentfulPaint",
    ],
    [
      "more than 50 component metrics",
      performanceReport({ componentMetrics: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`c${i}`, 1])) }),
      "componentMetrics",
    ],
    ["no url", performanceReport({ url: undefined }), "url"],
  ])("answers 400 for %s", async (_case, body, field) => {
    const res = await post("/api/performance", body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
  });

  it("answers 413 with JSON for a body over 100 kB", async () => {
    const res = await post("/api/performance", performanceReport({ userAgent: "u".repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("limits each client IP to 60 requests a minute", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < 60; i += 1) expect((await post("/api/performance", {}, ip)).status).toBe(400);
    expect((await post("/api/performance", performanceReport(), ip)).status).toBe(429);
  });
});
