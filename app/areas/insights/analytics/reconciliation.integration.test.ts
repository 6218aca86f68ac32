import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { appendTicketEvents } from "#app/areas/delivery/index.server.ts";
import { warrantyClaims } from "#app/areas/delivery/tables.server.ts";
import { insertLead } from "#tests/support/leads.ts";
import { insertSite, insertTicket } from "#tests/support/service-tickets.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { loadAnalyticsPage } from "./analytics-page.server.ts";

let testApp: TestApp;
let admin: TestUser;
let adminCookie: string;

/** A seeded month around the autumn change: leads of every source, type and spam state, some at the day's edges. */
async function seed() {
  const db = testApp.services.db;
  const sources = ["consultation_modal", "service_request_form", "contact_form", "booking"] as const;
  const types = ["Residential", "Commercial", "Agricultural", null] as const;
  for (let index = 0; index < 48; index++) {
    const source = sources[index % sources.length]!;
    // Every 13 hours from 15 October, so leads fall at every time of day, late evenings included.
    const createdAt = new Date(Date.parse("2026-10-15T06:30:00Z") + index * 13 * 60 * 60 * 1000);
    await insertLead(db, {
      createdAt,
      source,
      propertyType:
        source === "consultation_modal" || source === "service_request_form"
          ? (types[index % 3] ?? null)
          : types[index % 4],
      message: source === "contact_form" ? "Please call me" : null,
      isSpam: index % 11 === 0,
      spamSignals: index % 7 === 0 ? ["fast_fill"] : [],
    });
  }
}

/** The lists the page's figures link to, by the JSON API that reads each with the page's filters. */
const listApis: Record<string, string> = {
  "/admin-crm": "/api/admin/leads",
  "/enterprise-carm/tickets": "/api/service/tickets",
  "/enterprise-carm/claims": "/api/service/claims",
};

/** Service tickets, open and resolved, and warranty claims in each state: what the service section links to. */
async function seedService() {
  const db = testApp.services.db;
  const customerId = await createCustomer(db, { name: "Eve Hart", email: "eve@example.com" });
  const siteId = await insertSite(testApp, customerId);
  const tickets: string[] = [];
  for (let index = 0; index < 6; index++) {
    const openedAt = new Date(Date.parse("2026-10-18T22:30:00Z") + index * 3 * 24 * 60 * 60 * 1000);
    tickets.push(
      (await insertTicket(testApp, { customerId, siteId, type: index % 2 ? "repair" : "emergency", openedAt })).id,
    );
  }
  for (const ticketId of tickets.slice(0, 2)) {
    await db.transaction((tx) =>
      appendTicketEvents(tx, ticketId, [{ kind: "status", status: "resolved", actorKind: "staff" }], {
        services: testApp.services,
        now: new Date("2026-11-01T12:00:00Z"),
      }),
    );
  }
  const claim = (state: "to_claim" | "claimed", amountCents: number | null) =>
    db.insert(warrantyClaims).values({
      ticketId: tickets[0]!,
      manufacturer: "SolarEdge",
      replacedOn: "2026-10-20",
      claimDeadline: "2026-11-20",
      deadlineRule: "default",
      amountCents,
      state,
      claimedOn: state === "claimed" ? "2026-10-25" : null,
    });
  await claim("to_claim", 12_000);
  await claim("to_claim", null);
  await claim("claimed", 5_000);
}

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin" });
  adminCookie = await signedInCookie(testApp, admin.id);
  await seed();
  await seedService();
});
afterAll(() => testApp.close());

const page = (query: string) =>
  loadAnalyticsPage(
    testApp.services,
    sessionUserOf(admin),
    new Request(`http://localhost/platform/analytics?${query}`),
    new Date("2026-11-10T18:00:00Z"),
  );

describe("the analytics page's figures", () => {
  it("each count its link leads to: the list with the same filters holds as many records", async () => {
    for (const query of ["range=custom&from=2026-10-20&to=2026-11-05", "range=last-30-days", "range=this-week"]) {
      const data = await page(query);
      const linked = data.shown!.tables.flatMap((table) =>
        table.rows.flatMap((row) => row.cells.filter((cell) => cell.href).map((cell) => ({ table: table.id, cell }))),
      );
      expect(linked.length, query).toBeGreaterThan(5);
      expect(new Set(linked.map(({ cell }) => new URL(cell.href!, "http://localhost").pathname))).toEqual(
        new Set(Object.keys(listApis)),
      );
      for (const { table, cell } of linked) {
        const url = new URL(cell.href!, "http://localhost");
        expect(Object.keys(listApis)).toContain(url.pathname);
        const list = await request(testApp.app)
          .get(`${listApis[url.pathname]}${url.search}&pageSize=1`)
          .set("Cookie", adminCookie);
        expect(list.status).toBe(200);
        expect(`${table} ${cell.href}: ${cell.text}`).toBe(
          `${table} ${cell.href}: ${list.body.total.toLocaleString("en-US")}`,
        );
      }
    }
  });

  it("makes the leads over time add up to the leads of the range", async () => {
    const data = await page("range=custom&from=2026-10-20&to=2026-11-05&bucket=day");
    const [summary, overTime] = data.shown!.tables;
    const sum = overTime!.rows.reduce((total, row) => total + Number(row.cells[1]!.text), 0);
    expect(String(sum)).toBe(summary!.rows[0]!.cells[1]!.text);
    expect(overTime!.rows).toHaveLength(17);
  });

  it("compares with the period of the same length just before", async () => {
    const data = await page("range=custom&from=2026-11-01&to=2026-11-07");
    expect(data.shown!.previous).toEqual({ from: "2026-10-25", to: "2026-10-31" });
    const lastWeek = await page("range=this-week");
    expect(lastWeek.shown!.range).toEqual({ from: "2026-11-09", to: "2026-11-10" });
  });

  it("keeps custom days that do not parse, with the message under their field and no figures", async () => {
    const data = await page("range=custom&from=2026-11-07&to=2026-11-01");
    expect(data).toMatchObject({ form: { from: "2026-11-07", to: "2026-11-01" }, shown: null });
    expect(data.errors).toHaveProperty("to");
    const garbage = await page("range=custom&from=yesterday&to=");
    expect(garbage.errors).toMatchObject({ from: expect.any(String), to: expect.any(String) });
    expect(garbage.form.from).toBe("yesterday");
  });
});

describe("GET /api/analytics/figures.csv", () => {
  it("holds exactly the rows of the table the page shows", async () => {
    const data = await page("range=custom&from=2026-10-20&to=2026-11-05&bucket=week");
    const shown = data.shown!.tables.find((table) => table.id === "leads-by-source")!;
    const res = await request(testApp.app)
      .get("/api/analytics/figures.csv?from=2026-10-20&to=2026-11-05&bucket=week&table=leads-by-source")
      .set("Cookie", adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      `"Source","Leads"`,
      ...shown.rows.map((row) => row.cells.map((cell) => `"${cell.text}"`).join(",")),
    ]);
    const bad = await request(testApp.app)
      .get("/api/analytics/figures.csv?from=2026-10-20&to=2026-11-05&table=nope")
      .set("Cookie", adminCookie);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("table");
  });
});
