import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { loadErrorReports } from "./admin-loaders.server.ts";
import { queryErrorGroups } from "./error-groups.server.ts";
import { queryRouteVitals } from "./route-vitals.server.ts";
import { errorReports, performanceReports } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.services.db.delete(errorReports);
  await testApp.services.db.delete(performanceReports);
});

const now = new Date("2025-06-30T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const since = hoursAgo(24);

function errorRow(hours: number, overrides: Partial<typeof errorReports.$inferInsert> = {}) {
  return {
    createdAt: hoursAgo(hours),
    occurredAt: hoursAgo(hours),
    type: "js_error" as const,
    message: "boom",
    url: "https://solar.example/about",
    browser: "Chrome",
    userAgent: "test",
    ...overrides,
  };
}

describe("queryErrorGroups", () => {
  it("groups by type and message with count, first and last seen, pages, browsers and the latest stack", async () => {
    await testApp.services.db
      .insert(errorReports)
      .values([
        errorRow(20, { stack: "old stack", url: "https://solar.example/contact" }),
        errorRow(10, { stack: "new stack", browser: "Firefox" }),
        errorRow(5, { url: "https://solar.example/about" }),
        errorRow(2, { type: "promise_rejection" }),
        errorRow(48, { message: "outside the window" }),
      ]);
    const result = await queryErrorGroups(testApp.services.db, since, 1);
    expect(result).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(result.groups).toEqual([
      {
        type: "js_error",
        message: "boom",
        count: 3,
        firstSeen: hoursAgo(20),
        lastSeen: hoursAgo(5),
        affectedPages: 2,
        samplePages: ["https://solar.example/about", "https://solar.example/contact"],
        browsers: ["Chrome", "Firefox"],
        sampleStack: "new stack",
      },
      {
        type: "promise_rejection",
        message: "boom",
        count: 1,
        firstSeen: hoursAgo(2),
        lastSeen: hoursAgo(2),
        affectedPages: 1,
        samplePages: ["https://solar.example/about"],
        browsers: ["Chrome"],
        sampleStack: null,
      },
    ]);
  });

  it("pages through the groups and shows the last page for a page beyond it", async () => {
    const groups = 25 + 3;
    await testApp.services.db
      .insert(errorReports)
      .values(Array.from({ length: groups }, (_, i) => errorRow(1 + i / 100, { message: `error ${i}` })));
    const first = await queryErrorGroups(testApp.services.db, since, 1);
    expect(first.groups).toHaveLength(25);
    expect(first.groups[0]!.message).toBe("error 0");
    const beyond = await queryErrorGroups(testApp.services.db, since, 99);
    expect(beyond).toMatchObject({ page: 2, pageCount: 2, total: groups });
    expect(beyond.groups.map((group) => group.message)).toEqual(["error 25", "error 26", "error 27"]);
  });

  it("answers an empty window with no groups", async () => {
    expect(await queryErrorGroups(testApp.services.db, since, 1)).toEqual({
      groups: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});

describe("loadErrorReports", () => {
  it("shows the page of a report sent with a bare path as well as one sent with an address", async () => {
    await testApp.services.db
      .insert(errorReports)
      .values([errorRow(3, { url: "/" }), errorRow(2, { url: "https://solar.example/about" })]);
    const data = await loadErrorReports(testApp.services, new Request("http://solar.example/admin/errors"), now);
    expect(data.groups.map((group) => group.samplePages)).toEqual([["/", "/about"]]);
  });
});

describe("queryRouteVitals", () => {
  it("gives the p75 and the good / needs improvement / poor counts of each metric per route", async () => {
    const lcpValues = [1000, 2000, 3000, 4500];
    await testApp.services.db.insert(performanceReports).values([
      ...lcpValues.map((lcp, i) => ({
        createdAt: hoursAgo(i + 1),
        occurredAt: hoursAgo(i + 1),
        route: "/",
        largestContentfulPaint: lcp,
        cumulativeLayoutShift: 0.05,
        timeToInteractive: 1000 * (i + 1),
        userAgent: "test",
      })),
      { createdAt: hoursAgo(3), occurredAt: hoursAgo(3), route: "/about", largestContentfulPaint: 900, userAgent: "t" },
      { createdAt: hoursAgo(30), occurredAt: hoursAgo(30), route: "/old", largestContentfulPaint: 1, userAgent: "t" },
    ]);
    const result = await queryRouteVitals(testApp.services.db, since, 1);
    expect(result).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(result.routes.map((route) => [route.route, route.pageViews])).toEqual([
      ["/", 4],
      ["/about", 1],
    ]);
    const home = result.routes[0]!.metrics;
    // percentile_cont over 1000, 2000, 3000, 4500: 3000 + 0.25 * 1500.
    expect(home.largestContentfulPaint).toEqual({ p75: 3375, samples: 4, good: 2, needsImprovement: 1, poor: 1 });
    expect(home.cumulativeLayoutShift).toEqual({ p75: 0.05, samples: 4, good: 4, needsImprovement: 0, poor: 0 });
    expect(home.timeToInteractive).toEqual({ p75: 3250, samples: 4, good: 0, needsImprovement: 0, poor: 0 });
    expect(home.firstInputDelay).toEqual({ p75: null, samples: 0, good: 0, needsImprovement: 0, poor: 0 });
  });

  it("pages through the routes, busiest first", async () => {
    const routes = Array.from({ length: 10 + 1 }, (_, i) => `/route-${String(i).padStart(2, "0")}`);
    await testApp.services.db.insert(performanceReports).values(
      routes.flatMap((route, i) =>
        Array.from({ length: i === 5 ? 3 : 1 }, () => ({
          createdAt: hoursAgo(1),
          occurredAt: hoursAgo(1),
          route,
          largestContentfulPaint: 1000,
          userAgent: "t",
        })),
      ),
    );
    const first = await queryRouteVitals(testApp.services.db, since, 1);
    expect(first.routes[0]!.route).toBe("/route-05");
    expect(first.routes).toHaveLength(10);
    const second = await queryRouteVitals(testApp.services.db, since, 2);
    expect(second.routes.map((route) => route.route)).toEqual(["/route-10"]);
  });
});
