import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/areas/identity/tables.server.ts";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { loadAnalyticsPage } from "./analytics-page.server.ts";
import { previousSectionFigures, serviceFigures, shopFigures } from "./section-figures.server.ts";
import { sectionTableIds, sectionTables } from "./section-tables.ts";

/** Sales reps who read every lead but may not see money: the page is theirs, its amounts are not. */
let testApp: TestApp;
let admin: TestUser;
let rep: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ SALES_LEAD_ACCESS: "any", SALES_SEES_AMOUNTS: "false" });
  admin = await createTestUser(testApp, { userType: "admin" });
  rep = await createTestUser(testApp, { userType: "sales" });
  const db = testApp.services.db;
  await db.update(users).set({ firstName: "Rosa", lastName: "Vega" }).where(eq(users.id, rep.id));
  const wonAt = new Date("2026-09-10T16:00:00-07:00");
  const won = { status: "won", wonAt, createdAt: new Date("2026-08-01T10:00:00-07:00") };
  await insertLead(db, { ...won, assigneeId: rep.id, amountCents: 2_450_000, systemSizeKw: 8.4, batteryKwh: 13.5 });
  await insertLead(db, { ...won, assigneeId: rep.id, amountCents: 1_500_000, systemSizeKw: 5 });
  await insertLead(db, { ...won, amountCents: 900_000, systemSizeKw: 3.2 });
  // Won after the range, and won but marked spam: neither counts.
  await insertLead(db, { ...won, wonAt: new Date("2026-10-01T00:00:00-07:00"), amountCents: 1, systemSizeKw: 1 });
  await insertLead(db, { ...won, isSpam: true, amountCents: 1, systemSizeKw: 1 });
});
afterAll(() => testApp.close());

const getAs = async (user: TestUser, path: string) =>
  request(testApp.app)
    .get(path)
    .set("Cookie", await signedInCookie(testApp, user.id));
const page = (user: TestUser) =>
  loadAnalyticsPage(
    testApp.services,
    sessionUserOf(user),
    new Request("http://localhost/platform/analytics?range=custom&from=2026-09-01&to=2026-09-30"),
  );

describe("the deals won", () => {
  it("shows an admin the amounts, in total and by owner", async () => {
    const res = await getAs(admin, "/api/analytics/sales?from=2026-09-01&to=2026-09-30");
    expect(res.status).toBe(200);
    expect(res.body.won).toEqual({ count: 3, kw: 16.6, kwh: 13.5, amountCents: 4_850_000 });
    expect(res.body.byOwner).toEqual([
      { assigneeId: rep.id, assigneeName: "Rosa Vega", count: 2, kw: 13.4, kwh: 13.5, amountCents: 3_950_000 },
      { assigneeId: null, assigneeName: null, count: 1, kw: 3.2, kwh: 0, amountCents: 900_000 },
    ]);
    const table = (await page(admin)).shown!.tables.find((shown) => shown.id === "sales")!;
    expect(table.columns).toEqual(["Owner", "Deals", "kW", "Battery kWh", "Amount"]);
    expect(table.rows.at(-1)!.cells.map((cell) => cell.text)).toEqual(["All", "3", "16.6", "13.5", "$48,500"]);
  });

  it("leaves the amounts out for a role without money: the JSON, the page's table and its CSV", async () => {
    const res = await getAs(rep, "/api/analytics/sales?from=2026-09-01&to=2026-09-30");
    expect(res.status).toBe(200);
    expect(res.body.won).toEqual({ count: 3, kw: 16.6, kwh: 13.5 });
    expect(res.body.byOwner[0]).toEqual({
      assigneeId: rep.id,
      assigneeName: "Rosa Vega",
      count: 2,
      kw: 13.4,
      kwh: 13.5,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/amount/i);

    const table = (await page(rep)).shown!.tables.find((shown) => shown.id === "sales")!;
    expect(table.columns).toEqual(["Owner", "Deals", "kW", "Battery kWh"]);
    expect(JSON.stringify(table)).not.toMatch(/\$|amount/i);

    const csv = await getAs(rep, "/api/analytics/figures.csv?from=2026-09-01&to=2026-09-30&table=sales");
    expect(csv.status).toBe(200);
    expect(csv.text).not.toMatch(/\$|amount/i);
    expect(csv.text).toContain(`"All","3","16.6","13.5"`);
  });
});

describe("the sections beyond the leads", () => {
  it("are not shown to a rep, who reads no appointments, orders, projects or tickets, nor answered to them", async () => {
    const tables = (await page(rep)).shown!.tables.map((table) => table.id);
    expect(tables).not.toEqual(expect.arrayContaining(["bookings"]));
    expect(tables.filter((id) => sectionTableIds.includes(id as (typeof sectionTableIds)[number]))).toEqual([]);
    for (const section of ["bookings", "shop", "installs", "service"]) {
      expect((await getAs(rep, `/api/analytics/${section}?from=2026-09-01&to=2026-09-30`)).status).toBe(403);
    }
  });

  it("leave every amount out of the shop and the unclaimed warranty money for a reader without money", async () => {
    const db = testApp.services.db;
    const range = { from: "2026-09-01", to: "2026-09-30" };
    const shop = await shopFigures(db, { ...range, bucket: "week" }, false);
    const service = await serviceFigures(db, range, false);
    const sees = { amounts: false, vitals: false, bookings: false, shop: true, installs: false, service: true };
    const before = { from: "2026-08-02", to: "2026-08-31" };
    const previous = await previousSectionFigures(db, before, sees);
    expect(JSON.stringify([shop, service, previous])).not.toMatch(/cents/i);
    const tables = sectionTables({ bookings: null, shop, installs: null, service }, previous);
    expect(tables.map((table) => table.id)).toEqual([
      "shop-summary",
      "shop-over-time",
      "shop-payment",
      "shop-top-products",
      "service-summary",
      "service-sla",
    ]);
    expect(JSON.stringify(tables)).not.toMatch(/\$|revenue|average order|money/i);
    const withMoney = sectionTables(
      {
        bookings: null,
        shop: await shopFigures(db, { ...range, bucket: "week" }, true),
        installs: null,
        service: await serviceFigures(db, range, true),
      },
      await previousSectionFigures(db, before, { ...sees, amounts: true }),
    );
    expect(JSON.stringify(withMoney)).toMatch(/Revenue/);
    expect(JSON.stringify(withMoney)).toMatch(/Warranty money not yet claimed/);
  });
});
