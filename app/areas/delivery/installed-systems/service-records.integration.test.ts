import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#server/audit/tables.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { projectDetails, seedProject } from "#tests/support/projects.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { listOwnSystems } from "./customer-sites.server.ts";
import { sites } from "./tables.server.ts";

/** Issue 28 §1, §2 and §5's "My systems": sites, systems and warranties, each read only within its reader's scope. */
let testApp: TestApp;
let officeCookie: string;
let client: TestUser;
let clientCookie: string;
let otherClientCookie: string;
let technicianCookie: string;
let assignedTechnicianCookie: string;
let salesCookie: string;
let customerId: string;

const address = { line1: "1450 Placer St", city: "Redding", state: "CA", postalCode: "96001" };
const as = (cookie: string) => ({
  get: (path: string) => request(testApp.app).get(path).set("Cookie", cookie),
  post: (path: string, body: object) => request(testApp.app).post(path).set("Cookie", cookie).send(body),
  patch: (path: string, body: object) => request(testApp.app).patch(path).set("Cookie", cookie).send(body),
});

async function customerOf(user: TestUser) {
  const [row] = await testApp.services.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, user.id));
  return row!.customerId!;
}

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  const office = await createTestUser(testApp, { userType: "office" });
  officeCookie = await signedInCookie(testApp, office.id);
  client = await createTestUser(testApp, { emailVerified: true });
  clientCookie = await signedInCookie(testApp, client.id);
  otherClientCookie = await signedInCookie(testApp, (await createTestUser(testApp, { emailVerified: true })).id);
  technicianCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "technician" })).id);
  salesCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "sales" })).id);
  // A technician who manages a project of the client works at the client's sites.
  const admin = await createTestUser(testApp, { userType: "admin" });
  const assigned = await createTestUser(testApp, { userType: "technician" });
  assignedTechnicianCookie = await signedInCookie(testApp, assigned.id);
  const project = await seedProject(testApp, admin, client);
  const managed = await as(project.adminCookie).post(
    `/api/admin/projects/${project.projectId}/details`,
    projectDetails(assigned.id),
  );
  expect(managed.status).toBe(200);
  customerId = await customerOf(client);
}, 60_000);
afterAll(() => testApp.close());

describe("sites", () => {
  it("the office adds a site to a customer and reads it back with its access notes", async () => {
    const created = await as(officeCookie).post("/api/service/sites", {
      customerId,
      address,
      utility: "reu",
      accessNotes: "Gate code 4411; the dog is friendly",
    });
    expect(created.status).toBe(201);
    const site = await as(officeCookie).get(`/api/service/sites/${created.body.id}`);
    expect(site.status).toBe(200);
    expect(site.body).toMatchObject({
      id: created.body.id,
      customerId,
      address: { line1: "1450 Placer St", line2: null, city: "Redding", state: "CA", postalCode: "96001" },
      utility: "reu",
      accessNotes: "Gate code 4411; the dog is friendly",
      systems: [],
    });
  });

  it("refuses a bad site naming its fields, and a customer that does not exist, without a 500", async () => {
    const bad = await as(officeCookie).post("/api/service/sites", {
      customerId,
      address: { ...address, postalCode: "9600" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ "address.postalCode": "Please enter a 5-digit ZIP code (e.g., 96001)" });
    const missing = await as(officeCookie).post("/api/service/sites", {
      customerId: "00000000-0000-4000-8000-000000000000",
      address,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ customerId: "Customer not found" });
  });

  it("lets no technician, sales rep or client add a site", async () => {
    for (const cookie of [technicianCookie, salesCookie, clientCookie]) {
      const refused = await as(cookie).post("/api/service/sites", { customerId, address });
      expect(refused.status).toBe(403);
    }
  });
});

describe("systems and warranties", () => {
  let siteId: string;
  let systemId: string;
  let panelId: string;

  beforeAll(async () => {
    const site = await as(officeCookie).post("/api/service/sites", {
      customerId,
      address: { ...address, line1: "12 Orchard Rd" },
      accessNotes: "Call before coming: cattle in the lower field",
    });
    siteId = site.body.id;
  });

  it("records an orphaned system with its equipment and answers each item's warranty end dates", async () => {
    const created = await as(officeCookie).post("/api/service/systems", {
      siteId,
      kind: "hybrid",
      kwDc: 7.6,
      kwhUsable: "13.5",
      installedOn: "2024-02-29",
      installer: "other",
      equipment: [
        { category: "panel", make: "Qcells", model: "Q.TRON BLK S-G3R.12+ 440", serial: "QC-1", quantity: 18 },
        { category: "battery", make: "Tesla", model: "Powerwall 3", serial: "TG-77" },
      ],
    });
    expect(created.status).toBe(201);
    systemId = created.body.id;
    panelId = created.body.equipment[0].id;
    // Another installer's system carries no labour warranty of ours; 29 February ends on the 28th.
    expect(created.body.equipment.map((item: { warrantyEnds: object }) => item.warrantyEnds)).toEqual([
      { product: "2049-02-28", labour: null, performance: "2049-02-28" },
      { product: "2034-02-28", labour: null, performance: "2034-02-28" },
    ]);
    const system = await as(officeCookie).get(`/api/service/systems/${systemId}`);
    expect(system.status).toBe(200);
    expect(system.body).toMatchObject({ kind: "hybrid", kwDc: 7.6, kwhUsable: 13.5, installer: "other" });
    expect(
      system.body.equipment.map((item: { serial: string; quantity: number }) => [item.serial, item.quantity]),
    ).toEqual([
      ["QC-1", 18],
      ["TG-77", 1],
    ]);
  });

  it("refuses an item without make and a quantity of 0, naming the fields", async () => {
    const bad = await as(officeCookie).post("/api/service/systems", {
      siteId,
      kind: "solar",
      installedOn: "2026-02-30",
      installer: "us",
      equipment: [{ category: "panel", make: "", model: "X", quantity: 0 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      installedOn: "Please enter a date as YYYY-MM-DD",
      "equipment.0.make": "Please enter the make",
      "equipment.0.quantity": "Please enter a quantity of at least 1",
    });
  });

  it("corrects an item and records the correction with what it was in the audit trail", async () => {
    const corrected = await as(officeCookie).patch(`/api/service/equipment/${panelId}`, {
      category: "panel",
      make: "Qcells",
      model: "Q.TRON BLK S-G3R.12+ 440",
      serial: "QC-1B",
      quantity: 18,
      productWarrantyYears: 25,
      labourWarrantyYears: "",
      performanceWarrantyYears: 30,
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.warrantyEnds).toEqual({ product: "2049-02-28", labour: null, performance: "2054-02-28" });
    const [event] = await testApp.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "site.correct-equipment"), eq(auditEvents.entityId, systemId)));
    expect(event?.before).toMatchObject({ serial: "QC-1", performanceWarrantyYears: 25 });
    expect(event?.after).toMatchObject({ serial: "QC-1B", performanceWarrantyYears: 30 });
  });

  it("shows a site and its system to their client without access notes, and neither to another client", async () => {
    const site = await as(clientCookie).get(`/api/service/sites/${siteId}`);
    expect(site.status).toBe(200);
    expect(site.body.systems.map((system: { id: string }) => system.id)).toEqual([systemId]);
    expect(site.body).not.toHaveProperty("accessNotes");
    const system = await as(clientCookie).get(`/api/service/systems/${systemId}`);
    expect(system.status).toBe(200);
    expect(system.body.site).not.toHaveProperty("accessNotes");
    for (const path of [`/api/service/sites/${siteId}`, `/api/service/systems/${systemId}`]) {
      const other = await as(otherClientCookie).get(path);
      expect(other.status).toBe(404);
    }
  });

  it("shows the site with its access notes to the technician managing the client's project, and to no other technician", async () => {
    const assigned = await as(assignedTechnicianCookie).get(`/api/service/sites/${siteId}`);
    expect(assigned.status).toBe(200);
    expect(assigned.body.accessNotes).toBe("Call before coming: cattle in the lower field");
    const other = await as(technicianCookie).get(`/api/service/systems/${systemId}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: "System not found" });
  });

  it("shows a sales rep the site of a customer nobody owns, without the access notes", async () => {
    const site = await as(salesCookie).get(`/api/service/sites/${siteId}`);
    expect(site.status).toBe(200);
    expect(site.body).not.toHaveProperty("accessNotes");
  });

  it("gives the client's dashboard their systems with serials and warranty end dates, never the access notes", async () => {
    const own = await listOwnSystems(testApp.services.db, sessionUserOf(client));
    const site = own.find((each) => each.id === siteId)!;
    expect(site.systems[0]!.equipment.map((item) => [item.serial, item.warrantyEnds.product])).toEqual([
      ["QC-1B", "2049-02-28"],
      ["TG-77", "2034-02-28"],
    ]);
    expect(JSON.stringify(own)).not.toContain("cattle");
  });
});

describe("the service lists", () => {
  it("lists a warranty ending in the next 90 days for the office, in the page and the CSV, and not one ending later", async () => {
    const today = officeToday();
    const [year, month, day] = today.split("-").map(Number) as [number, number, number];
    // Installed 10 years and a month before: a 10-year product warranty ends in about 30 days.
    const soon = new Date(Date.UTC(year - 10, month - 1, day + 30)).toISOString().slice(0, 10);
    const site = await as(officeCookie).post("/api/service/sites", {
      customerId,
      address: { ...address, line1: "3 Harbor Dr" },
    });
    const system = await as(officeCookie).post("/api/service/systems", {
      siteId: site.body.id,
      kind: "battery",
      installedOn: soon,
      installer: "other",
      equipment: [
        { category: "battery", make: "Acme Storage", model: "Cell-10", serial: "ENDS-SOON" },
        { category: "panel", make: "Acme Solar", model: "P-400", serial: "ENDS-LATER" },
      ],
    });
    expect(system.status).toBe(201);
    const page = await as(officeCookie).get("/api/service/warranties?search=Acme");
    expect(page.status).toBe(200);
    expect(page.body.items.map((item: { serial: string; endsOn: string }) => [item.serial, item.endsOn])).toEqual([
      ["ENDS-SOON", system.body.equipment[0].warrantyEnds.product],
    ]);
    const csv = await as(officeCookie).get("/api/service/warranties.csv?search=Acme");
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv(csv.text);
    expect(rows.map((row) => row[header!.indexOf("serial")])).toEqual(["ENDS-SOON"]);
  });

  it("finds every site with a make and model, and gives no technician or sales rep the lists or their exports", async () => {
    const found = await as(officeCookie).get("/api/service/equipment?search=tesla%20powerwall");
    expect(found.status).toBe(200);
    expect(found.body.items.map((item: { serial: string }) => item.serial)).toEqual(["TG-77"]);
    expect(found.body.siteCount).toBe(1);
    for (const cookie of [technicianCookie, assignedTechnicianCookie, salesCookie]) {
      for (const path of ["/api/service/equipment.csv", "/api/service/warranties", "/api/service/accounts.csv"]) {
        expect((await as(cookie).get(path)).status).toBe(403);
      }
    }
  });

  it("opens Enterprise CARM on the customers with several sites, each with its sites", async () => {
    const accounts = await as(officeCookie).get(`/api/service/accounts?search=${encodeURIComponent(client.email)}`);
    expect(accounts.status).toBe(200);
    expect(accounts.body.items).toHaveLength(1);
    expect(accounts.body.items[0]).toMatchObject({ id: customerId, siteCount: 3, systemCount: 2, warrantiesEnding: 1 });
  });
});

describe("a customer merge", () => {
  it("moves the merged customer's sites to the customer that stays", async () => {
    const merged = await createCustomer(testApp.services.db, { email: "orchard.office@example.com", name: "Orchard" });
    const site = await as(officeCookie).post("/api/service/sites", { customerId: merged, address });
    expect(site.status).toBe(201);
    const merge = await as(officeCookie).post("/api/crm/customers/merge", { survivorId: customerId, mergedId: merged });
    expect(merge.status).toBe(200);
    const [moved] = await testApp.services.db.select().from(sites).where(eq(sites.id, site.body.id));
    expect(moved!.customerId).toBe(customerId);
  });
});
