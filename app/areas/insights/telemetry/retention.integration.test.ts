import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { deleteExpiredTelemetry, telemetryRetentionJob } from "./retention.server.ts";
import { errorReports, performanceReports } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ TELEMETRY_RETENTION_DAYS: "30" });
});
afterAll(() => testApp.close());

const DAY_MS = 86_400_000;
const now = new Date("2025-06-30T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

async function seed(ages: number[]) {
  const db = testApp.services.db;
  await db.delete(errorReports);
  await db.delete(performanceReports);
  await db.insert(errorReports).values(
    ages.map((age) => ({
      createdAt: daysAgo(age),
      type: "js_error" as const,
      message: `${age} days old`,
      url: "https://solar.example/",
      browser: "Chrome",
      userAgent: "test",
      occurredAt: daysAgo(age),
    })),
  );
  await db.insert(performanceReports).values(
    ages.map((age) => ({
      createdAt: daysAgo(age),
      route: "/",
      largestContentfulPaint: age,
      userAgent: "test",
      occurredAt: daysAgo(age),
    })),
  );
}

describe("telemetry retention", () => {
  it("deletes reports older than the retention period and keeps the rest", async () => {
    await seed([0, 29.9, 30.1, 90]);
    expect(await deleteExpiredTelemetry(testApp.services.db, 30, now)).toEqual({
      errorReports: 2,
      performanceReports: 2,
    });
    const messages = (await testApp.services.db.select().from(errorReports)).map((row) => row.message).sort();
    expect(messages).toEqual(["0 days old", "29.9 days old"]);
    const lcp = (await testApp.services.db.select().from(performanceReports)).map((row) => row.largestContentfulPaint);
    expect(lcp.sort()).toEqual([0, 29.9]);
  });

  it("is harmless when several runs overlap", async () => {
    await seed([1, 31, 32, 33]);
    const runs = await Promise.all([1, 2, 3].map(() => deleteExpiredTelemetry(testApp.services.db, 30, now)));
    expect(runs.reduce((sum, run) => sum + run.errorReports, 0)).toBe(3);
    expect(await testApp.services.db.select().from(errorReports)).toHaveLength(1);
  });

  it("runs as a background job with TELEMETRY_RETENTION_DAYS", async () => {
    const realNow = Date.now();
    await testApp.services.db.delete(errorReports);
    await testApp.services.db.insert(errorReports).values(
      [29, 31].map((age) => ({
        createdAt: new Date(realNow - age * DAY_MS),
        type: "js_error" as const,
        message: `${age}`,
        url: "https://solar.example/",
        browser: "Chrome",
        userAgent: "test",
        occurredAt: new Date(realNow - age * DAY_MS),
      })),
    );
    await telemetryRetentionJob.run(testApp.services);
    const left = await testApp.services.db.select().from(errorReports);
    expect(left.map((row) => row.message)).toEqual(["29"]);
  });
});
