import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { performanceReports } from "#app/areas/insights/tables.server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { loadAnalyticsPage } from "./analytics-page.server.ts";

let testApp: TestApp;
let admin: TestUser;
let office: TestUser;
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin" });
  office = await createTestUser(testApp, { userType: "office" });
  const at = new Date("2026-08-12T12:00:00-07:00");
  const report = (route: string, userAgent: string, lcp: number, inp: number | null, cls: number) => ({
    createdAt: at,
    occurredAt: at,
    route,
    userAgent,
    largestContentfulPaint: lcp,
    interactionToNextPaint: inp,
    cumulativeLayoutShift: cls,
  });
  await testApp.services.db.insert(performanceReports).values([
    // Four phone views of the home page: p75 of 1000, 2000, 3000, 4000 ms is 3250 ms (interpolated).
    report("/", PHONE, 1000, 100, 0.01),
    report("/", PHONE, 2000, 150, 0.02),
    report("/", PHONE, 3000, 210, 0.2),
    report("/", PHONE, 4000, null, 0.3),
    report("/", DESKTOP, 900, 40, 0),
    // Moved to the day after the range below.
    report("/shop/products", DESKTOP, 9000, 900, 0.9),
  ]);
  await testApp.services.db
    .update(performanceReports)
    .set({ createdAt: new Date("2026-08-13T00:00:00-07:00") })
    .where(eq(performanceReports.route, "/shop/products"));
});
afterAll(() => testApp.close());

const getAs = async (user: TestUser, path: string) =>
  request(testApp.app)
    .get(path)
    .set("Cookie", await signedInCookie(testApp, user.id));

describe("the web vitals on the analytics page", () => {
  it("gives the most viewed pages' p75 per device class, rated by the web-vitals thresholds", async () => {
    const res = await getAs(admin, "/api/analytics/web-vitals?from=2026-08-12&to=2026-08-12");
    expect(res.status).toBe(200);
    expect(res.body.pages).toEqual([
      {
        route: "/",
        device: "mobile",
        pageViews: 4,
        largestContentfulPaint: 3250,
        interactionToNextPaint: 180,
        cumulativeLayoutShift: 0.225,
      },
      {
        route: "/",
        device: "desktop",
        pageViews: 1,
        largestContentfulPaint: 900,
        interactionToNextPaint: 40,
        cumulativeLayoutShift: 0,
      },
    ]);
    const page = await loadAnalyticsPage(
      testApp.services,
      sessionUserOf(admin),
      new Request("http://localhost/platform/analytics?range=custom&from=2026-08-12&to=2026-08-12"),
    );
    const table = page.shown!.tables.find((shown) => shown.id === "web-vitals")!;
    expect(table.rows[0]!.cells.map((cell) => cell.text)).toEqual([
      "/",
      "Mobile",
      "4",
      "3,250 ms (needs improvement)",
      "180 ms (good)",
      "0.23 (needs improvement)",
    ]);
  });

  it("is the admin's: the office's page, JSON and CSV leave it out", async () => {
    expect((await getAs(office, "/api/analytics/web-vitals?from=2026-08-12&to=2026-08-12")).status).toBe(403);
    const page = await loadAnalyticsPage(
      testApp.services,
      sessionUserOf(office),
      new Request("http://localhost/platform/analytics?range=custom&from=2026-08-12&to=2026-08-12"),
    );
    expect(page.shown!.tables.map((table) => table.id)).not.toContain("web-vitals");
    const csv = await getAs(office, "/api/analytics/figures.csv?from=2026-08-12&to=2026-08-12&table=web-vitals");
    expect(csv.status).toBe(404);
  });
});
