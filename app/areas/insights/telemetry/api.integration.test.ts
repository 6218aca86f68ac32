import { asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { errorReports, performanceReports } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  // One proxy in front, so each test can be its own client IP for the rate limit.
  testApp = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => testApp.close());

const now = Date.now();
const recently = new Date(now - 60_000).toISOString();
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
  timestamp: recently,
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
  timestamp: recently,
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
      occurredAt: new Date(recently),
    });
    expect(rows[1]).toMatchObject({ type: "network_error", stack: null });
  });

  it.each([
    ["no records", { errors: [] }, "errors"],
    ["more than 50 records", { errors: Array.from({ length: 51 }, () => errorRecord()) }, "errors"],
    ["an unknown type", { errors: [errorRecord({ type: "render_error" })] }, "errors.0.type"],
    ["a message over 2 kB", { errors: [errorRecord({ message: "m".repeat(2049) })] }, "errors.0.message"],
    ["a page that is not http(s)", { errors: [errorRecord({ url: "javascript:alert(1)" })] }, "errors.0.url"],
    ["a bad timestamp", { errors: [errorRecord({ timestamp: "yesterday" })] }, "errors.0.timestamp"],
    ["a time over 7 days ago", { errors: [errorRecord({ timestamp: now - 8 * 86_400_000 })] }, "errors.0.timestamp"],
    [
      "a time over a day ahead",
      { errors: [errorRecord({ timestamp: new Date(now + 2 * 86_400_000).toISOString() })] },
      "errors.0.timestamp",
    ],
    ["a path that is not one", { errors: [errorRecord({ url: "//evil.example/x" })] }, "errors.0.url"],
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
      errors: Array.from({ length: 13 }, () => errorRecord({ stack: "s".repeat(8_192) })),
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

describe("POST /api/errors: tolerant shapes, bounded sizes", () => {
  it("takes a time in epoch milliseconds and a page as a path", async () => {
    const message = "epoch and path";
    const res = await post("/api/errors", {
      errors: [errorRecord({ message, timestamp: now - 5_000, url: "/shop/products?token=x#y", stack: null })],
    });
    expect(res.status).toBe(204);
    const [row] = await testApp.services.db.select().from(errorReports).where(eq(errorReports.message, message));
    expect(row).toMatchObject({ occurredAt: new Date(now - 5_000), url: "/shop/products", stack: null });
  });

  it("cuts a long stack to its first 8192 characters instead of refusing the record", async () => {
    const message = "long stack";
    const stack = `TypeError: x\n${"    at frame (/assets/a.js:1:1)\n".repeat(1_000)}`;
    const res = await post("/api/errors", { errors: [errorRecord({ message, stack })] });
    expect(res.status).toBe(204);
    const [row] = await testApp.services.db.select().from(errorReports).where(eq(errorReports.message, message));
    expect(row!.stack).toBe(stack.slice(0, 8192));
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
      occurredAt: new Date(recently),
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

describe("POST /api/performance: tolerant shapes", () => {
  it("takes component metrics as a list, a time in epoch milliseconds and a page as a path", async () => {
    const userAgent = "list-shaped client";
    const res = await post(
      "/api/performance",
      performanceReport({
        userAgent,
        url: "/portfolio/redding-ranch-home",
        timestamp: now - 1_000,
        componentMetrics: [
          { name: "hero:render", duration: 12.5 },
          { componentName: "ProductList", renderTime: 40 },
        ],
      }),
    );
    expect(res.status).toBe(204);
    const [row] = await testApp.services.db
      .select()
      .from(performanceReports)
      .where(eq(performanceReports.userAgent, userAgent));
    expect(row).toMatchObject({
      route: "/portfolio/:slug",
      componentMetrics: { "hero:render": 12.5, ProductList: 40 },
      occurredAt: new Date(now - 1_000),
    });
  });

  it("takes null component metrics as none, and refuses a list entry without a name", async () => {
    const userAgent = "null-metrics client";
    expect((await post("/api/performance", performanceReport({ userAgent, componentMetrics: null }))).status).toBe(204);
    const [row] = await testApp.services.db
      .select()
      .from(performanceReports)
      .where(eq(performanceReports.userAgent, userAgent));
    expect(row!.componentMetrics).toEqual({});

    const bad = await post("/api/performance", performanceReport({ componentMetrics: [{ duration: 3 }] }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      componentMetrics: "Must be durations by name, as an object or a list of {name, duration}",
    });
  });
});

describe("hourly cap per client", () => {
  it("stores at most the configured rows per client IP and hour, across both endpoints, and answers 204", async () => {
    const app = await createTestApp({ TRUST_PROXY: "1", TELEMETRY_ROWS_PER_CLIENT_PER_HOUR: "4" });
    try {
      const send = (path: string, body: object, ip = "192.0.2.10") =>
        request(app.app).post(path).set("X-Forwarded-For", ip).send(body);
      const three = { errors: [errorRecord(), errorRecord(), errorRecord()] };
      expect((await send("/api/errors", three)).status).toBe(204);
      expect((await send("/api/performance", performanceReport())).status).toBe(204);
      // Both over the cap: dropped, with the same answer.
      expect((await send("/api/errors", { errors: [errorRecord()] })).status).toBe(204);
      expect((await send("/api/performance", performanceReport())).status).toBe(204);
      expect(await app.services.db.select().from(errorReports)).toHaveLength(3);
      expect(await app.services.db.select().from(performanceReports)).toHaveLength(1);

      expect((await send("/api/errors", { errors: [errorRecord()] }, "192.0.2.11")).status).toBe(204);
      expect(await app.services.db.select().from(errorReports)).toHaveLength(4);
    } finally {
      await app.close();
    }
  });

  it("stores at most the configured bytes per client IP and hour", async () => {
    const app = await createTestApp({ TRUST_PROXY: "1", TELEMETRY_BYTES_PER_CLIENT_PER_HOUR: "20000" });
    try {
      const send = (body: object) =>
        request(app.app).post("/api/errors").set("X-Forwarded-For", "192.0.2.20").send(body);
      const bulky = () => errorRecord({ stack: "s".repeat(8_000) });
      expect((await send({ errors: [bulky(), bulky()] })).status).toBe(204);
      expect((await send({ errors: [bulky(), bulky()] })).status).toBe(204);
      expect(await app.services.db.select().from(errorReports)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
