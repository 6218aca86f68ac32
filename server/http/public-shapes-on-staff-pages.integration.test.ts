import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/areas/identity/tables.server.ts";
import { installedSystems, sites } from "#app/areas/delivery/tables.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { products } from "#app/areas/commerce/index.server.ts";
import { isStaffPage, pageTable } from "#app/route-table.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { seedProject } from "#tests/support/projects.ts";
import {
  publicEndpointsStoringNothingShown,
  publicShapes,
  storeEveryPublicShape,
  type StoredShapes,
} from "#tests/support/public-shapes.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";
import { apiRoutes } from "#server/composition/api-routes.ts";
import { insertTicket } from "#tests/support/service-tickets.ts";

/**
 * Whatever one visitor stores through a public endpoint, every staff page and every CSV export still works: the
 * pages and exports are read from the route table and the API table, so a new one is covered the day it is added.
 */

const staffPages = pageTable.filter(isStaffPage).map((page) => page.path);
const csvExports = apiRoutes.filter((route) => route.csv);

let server: PageServer;
let adminCookie: string;
let stored: StoredShapes;
let leadIds: string[];
let customerIds: string[];
let mailIds: string[];
let urlParams: Record<string, string>;
/** A site and system of a client's customer, for their pages. */
let serviceIds: { site: string; system: string };
beforeAll(async () => {
  server = await startPageServer({ FORM_RATE_LIMIT_PER_HOUR: "1000", TRUST_PROXY: "1" });
  const { testApp } = server;
  stored = await storeEveryPublicShape(testApp);
  const admin = await createTestUser(testApp, { userType: "admin" });
  adminCookie = await signedInCookie(testApp, admin.id);
  const client = await createTestUser(testApp, { emailVerified: true });
  const project = await seedProject(testApp, admin, client);
  const [product] = await testApp.services.db.select({ id: products.id }).from(products).limit(1);
  const inbox = (await getAsAdmin("/api/admin/leads?spam=include&pageSize=100")).text;
  leadIds = (JSON.parse(inbox) as { items: { id: string }[] }).items.map((lead) => lead.id);
  const crm = (await getAsAdmin("/api/crm/customers?pageSize=100")).text;
  customerIds = (JSON.parse(crm) as { items: { id: string }[] }).items.map((customer) => customer.id);
  mailIds = (await testApp.services.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((mail) => mail.id);
  const [account] = await testApp.services.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, client.id));
  const [site] = await testApp.services.db
    .insert(sites)
    .values({ customerId: account!.customerId!, line1: "1 Main St", city: "Redding", postalCode: "96001" })
    .returning({ id: sites.id });
  const [system] = await testApp.services.db
    .insert(installedSystems)
    .values({ siteId: site!.id, kind: "solar", installedOn: "2026-11-20", installer: "us" })
    .returning({ id: installedSystems.id });
  // A ticket at the client's site, for the staff ticket page.
  const ticket = await insertTicket(testApp, { customerId: account!.customerId!, siteId: site!.id });
  urlParams = { ":productId": String(product!.id), ":projectId": project.projectId, ":ticketId": ticket.id };
  serviceIds = { site: site!.id, system: system!.id };
}, 300_000);
afterAll(() => server?.close());

async function getAsAdmin(path: string) {
  const res = await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: adminCookie }, redirect: "manual" });
  return { status: res.status, text: await res.text() };
}

/**
 * Every stored lead for a lead's page, every customer for a customer's page, every mail the shapes queued for a mail's page, the project for a project's
 * page, any product for a product's page.
 */
function urlsOf(path: string): string[] {
  if (path === "/admin-crm/leads/:id") return leadIds.map((id) => path.replace(":id", id));
  if (path === "/platform/crm/customers/:id") return customerIds.map((id) => path.replace(":id", id));
  if (path === "/admin-crm/outbox/:mailId") return mailIds.map((id) => path.replace(":mailId", id));
  if (path === "/admin-crm/projects/:id") return [path.replace(":id", urlParams[":projectId"]!)];
  if (path === "/enterprise-carm/sites/:id") return [path.replace(":id", serviceIds.site)];
  if (path === "/enterprise-carm/systems/:id") return [path.replace(":id", serviceIds.system)];
  return [path.replace(/:\w+/g, (name) => urlParams[name]!)];
}

describe("one visitor's data on staff pages", () => {
  it("stores a shape of every public endpoint that writes, or knows why it stores nothing staff see", () => {
    const publicWrites = apiRoutes
      .filter((route) => route.access === "public" && route.method !== "get")
      .map((route) => route.path);
    expect([...publicWrites].sort()).toEqual(
      [...Object.keys(publicShapes), ...publicEndpointsStoringNothingShown].sort(),
    );
  });

  it("has stored every lead, order and appointment the shapes sent, and the mails they queued", () => {
    expect(stored.leadReferences).toHaveLength(6 + 2);
    expect(stored.orderNumbers).toHaveLength(3);
    expect(stored.appointments).toHaveLength(2);
    expect(leadIds.length).toBeGreaterThanOrEqual(6 + 2);
    // At least each order's and each appointment's confirmation.
    expect(mailIds.length).toBeGreaterThanOrEqual(3 + 2);
  });

  for (const path of staffPages) {
    it(`GET ${path} as an admin: 200`, async () => {
      for (const url of urlsOf(path)) {
        const { status } = await getAsAdmin(url);
        expect(status, url).toBe(200);
      }
    });
  }

  it("lists every stored lead in the inbox and every error report's page on /admin/errors", async () => {
    const inbox = await getAsAdmin("/admin-crm?spam=include&pageSize=100");
    for (const reference of stored.leadReferences) expect(inbox.text).toContain(reference);
    const errors = await getAsAdmin("/admin/errors");
    expect(errors.text).toContain("Bare path");
    expect(errors.text).toContain("/resources/book-appointment/manage/[redacted]");
  });

  for (const route of csvExports) {
    it(`GET ${route.path} as an admin: every row of its list, each whole`, async () => {
      // Spam is left out of the lead lists unless asked for; other lists take no such filter.
      const query = route.path === "/api/admin/leads.csv" ? "?spam=include" : "";
      const csv = await getAsAdmin(`${route.path}${query}`);
      expect(csv.status).toBe(200);
      // fetch's text() has already dropped the byte-order mark.
      const [header, ...rows] = parseCsv(csv.text);
      for (const row of rows) expect(row).toHaveLength(header!.length);
      const list = await getAsAdmin(`${route.csv!.list}${query}`);
      const { total } = JSON.parse(list.text) as { total: number };
      expect(rows).toHaveLength(total);
    });
  }

  it("exports every stored lead, order and appointment", async () => {
    const leadsCsv = (await getAsAdmin("/api/admin/leads.csv?spam=include")).text;
    for (const reference of stored.leadReferences) expect(leadsCsv).toContain(reference);
    const ordersCsv = (await getAsAdmin("/api/admin/orders.csv")).text;
    for (const orderNumber of stored.orderNumbers) expect(ordersCsv).toContain(orderNumber);
    for (const { reference, date } of stored.appointments) {
      expect((await getAsAdmin(`/api/admin/appointments.csv?view=day&date=${date}`)).text).toContain(reference);
    }
  });
});
