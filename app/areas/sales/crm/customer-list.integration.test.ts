import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#tests/support/csv.ts";
import { insertLead } from "#tests/support/leads.ts";
import { seedProject } from "#tests/support/projects.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { projectStages } from "#app/areas/delivery/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";

/**
 * Issue 27 §1: the CRM's customers list, its filters, search, pages and CSV; a sales rep's list, CSV, counts and
 * customer pages hold only their own and unowned customers (a technician's refusal: crm-refuses-technician).
 */

let testApp: TestApp;
let office: TestUser;
let rep: TestUser;
let otherRep: TestUser;
const cookie: Record<string, string> = {};
const ids: Record<string, string> = {};

const customerOf = async (leadId: Promise<{ customerId: string | null }>) => (await leadId).customerId!;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.services;
  office = await createTestUser(testApp, { userType: "office" });
  rep = await createTestUser(testApp, { userType: "sales" });
  otherRep = await createTestUser(testApp, { userType: "sales" });
  for (const user of [office, rep, otherRep]) cookie[user.id] = await signedInCookie(testApp, user.id);

  ids.rosa = await customerOf(
    insertLead(db, {
      customerName: "Rosa Alvarez",
      email: "rosa@example.com",
      phone: "(530) 555-0142",
      address: "12 Hilltop Dr, Redding, CA 96003",
      propertyType: "Residential",
    }),
  );
  // A won deal and an open one: one open deal.
  await insertLead(db, { customerName: "Rosa Alvarez", email: "rosa@example.com", status: "won" });
  ids.ben = await customerOf(
    insertLead(db, {
      customerName: "Ben Okafor",
      email: "ben@orchard.example",
      phone: "530-555-0199",
      address: "400 Orchard Rd, Anderson, CA",
      propertyType: "Agricultural",
      status: "lost",
      lostReason: "price",
    }),
  );
  ids.cara = await customerOf(
    insertLead(db, {
      customerName: "Cara Lind",
      email: "cara@example.com",
      phone: "530-555-0111",
      address: "9 Main St, Weaverville",
      propertyType: "Commercial",
    }),
  );
  ids.spam = await customerOf(
    insertLead(db, { customerName: "Spam Bot", email: "bot@example.com", address: "1 Nowhere", isSpam: true }),
  );
  await db
    .update(customers)
    .set({ companyName: "Lind Hardware", tags: ["vip"] })
    .where(eq(customers.id, ids.cara));
  await db.update(customers).set({ ownerId: rep.id }).where(eq(customers.id, ids.rosa));
  await db.update(customers).set({ ownerId: otherRep.id }).where(eq(customers.id, ids.ben));

  // A client whose installation reached its final stage: a customer with a system.
  const client = await createTestUser(testApp, { userType: "client", emailVerified: true });
  const admin = await createTestUser(testApp, { userType: "admin" });
  const { projectId } = await seedProject(testApp, admin, client);
  const stages = await db.select().from(projectStages).where(eq(projectStages.projectId, projectId));
  const last = stages.reduce((a, b) => (a.position > b.position ? a : b));
  await db.update(projectStages).set({ state: "done" }).where(eq(projectStages.id, last.id));
  const [account] = await db.select({ customerId: users.customerId }).from(users).where(eq(users.id, client.id));
  ids.installed = account!.customerId!;
}, 60_000);
afterAll(() => testApp.close());

const list = (as: TestUser, query: Record<string, string> = {}) =>
  request(testApp.app).get("/api/crm/customers").query(query).set("Cookie", cookie[as.id]!);
const namesOf = (body: { items: { name: string | null }[] }) => body.items.map((item) => item.name).sort();

describe("GET /api/crm/customers", () => {
  it("gives each customer with their contact, company, town, utility, owner and open deals", async () => {
    const res = await list(office, { q: "rosa" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(res.body.items[0]).toMatchObject({
      id: ids.rosa,
      name: "Rosa Alvarez",
      email: "rosa@example.com",
      phone: "(530) 555-0142",
      company: null,
      town: "Redding",
      utility: "reu",
      ownerId: rep.id,
      openDeals: 1,
    });
  });

  it("searches name, e-mail, phone digits and company", async () => {
    expect(namesOf((await list(office, { q: "OKAFOR" })).body)).toEqual(["Ben Okafor"]);
    expect(namesOf((await list(office, { q: "orchard.example" })).body)).toEqual(["Ben Okafor"]);
    expect(namesOf((await list(office, { q: "(530) 555-0199" })).body)).toEqual(["Ben Okafor"]);
    expect(namesOf((await list(office, { q: "5305550142" })).body)).toEqual(["Rosa Alvarez"]);
    expect(namesOf((await list(office, { q: "hardware" })).body)).toEqual(["Cara Lind"]);
    expect((await list(office, { q: "nobody-by-this-name" })).body.total).toBe(0);
  });

  it("filters by town, utility, property type, owner, open deal, installed system and tag", async () => {
    expect(namesOf((await list(office, { town: "anderson" })).body)).toEqual(["Ben Okafor"]);
    expect(namesOf((await list(office, { utility: "trinity" })).body)).toEqual(["Cara Lind"]);
    expect(namesOf((await list(office, { propertyType: "Agricultural" })).body)).toEqual(["Ben Okafor"]);
    expect(namesOf((await list(office, { owner: rep.id })).body)).toEqual(["Rosa Alvarez"]);
    const open = (await list(office, { openDeal: "yes" })).body;
    expect(namesOf(open)).toEqual(["Cara Lind", "Rosa Alvarez"]);
    expect(namesOf((await list(office, { openDeal: "no", q: "example" })).body)).toContain("Ben Okafor");
    const installed = (await list(office, { hasSystem: "yes" })).body;
    expect(installed.items.map((item: { id: string }) => item.id)).toEqual([ids.installed]);
    expect(namesOf((await list(office, { tag: "vip" })).body)).toEqual(["Cara Lind"]);
  });

  it("counts a spam lead as no open deal", async () => {
    const res = await list(office, { q: "bot@example.com" });
    expect(res.body.items[0].openDeals).toBe(0);
  });

  it("reads a page at a time with the total of every match", async () => {
    const all = (await list(office, { pageSize: "100" })).body;
    const first = (await list(office, { pageSize: "2", sort: "name", dir: "asc" })).body;
    const second = (await list(office, { pageSize: "2", page: "2", sort: "name", dir: "asc" })).body;
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect(first.items).toHaveLength(2);
    expect(first.items.map((i: { id: string }) => i.id)).not.toContain(second.items[0].id);
  });

  it("exports the same filtered customers as CSV", async () => {
    const res = await request(testApp.app)
      .get("/api/crm/customers.csv")
      .query({ openDeal: "yes" })
      .set("Cookie", cookie[office.id]!);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text.replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "name",
      "email",
      "phone",
      "company",
      "addresses",
      "town",
      "utility",
      "propertyType",
      "ownerName",
      "tags",
      "openDeals",
      "createdAt",
    ]);
    expect(rows.map((row) => row[0]).sort()).toEqual(["Cara Lind", "Rosa Alvarez"]);
    const cara = rows.find((row) => row[0] === "Cara Lind")!;
    expect(cara.slice(3, 11)).toEqual([
      "Lind Hardware",
      "9 Main St, Weaverville",
      "Weaverville",
      "trinity",
      "Commercial",
      "",
      "vip",
      "1",
    ]);
  });
});

describe("a sales rep's customers", () => {
  it("are their own and unowned ones, in the list, its total and the CSV", async () => {
    const mine = (await list(rep, { pageSize: "100" })).body;
    const seen = mine.items.map((item: { id: string }) => item.id);
    expect(seen).toContain(ids.rosa);
    expect(seen).toContain(ids.cara);
    expect(seen).not.toContain(ids.ben);
    expect(mine.total).toBe(seen.length);
    // Their search finds their own customer, and nothing of another rep's.
    expect((await list(rep, { q: "alvarez" })).body).toMatchObject({ total: 1, items: [{ id: ids.rosa }] });
    expect((await list(rep, { q: "okafor" })).body.total).toBe(0);
    const csv = await request(testApp.app).get("/api/crm/customers.csv").set("Cookie", cookie[rep.id]!);
    expect(csv.status).toBe(200);
    const emails = parseCsv(csv.text.replace(/^\uFEFF/, ""))
      .slice(1)
      .map((row) => row[1]);
    expect(emails).toContain("rosa@example.com");
    expect(emails).not.toContain("ben@orchard.example");
    // The other rep sees theirs, and not this rep's.
    const theirs = (await list(otherRep, { pageSize: "100" })).body.items.map((item: { id: string }) => item.id);
    expect(theirs).toContain(ids.ben);
    expect(theirs).not.toContain(ids.rosa);
  });

  it("opens their own customer's page and API, and another rep's customer is not found", async () => {
    const own = await request(testApp.app).get(`/api/crm/customers/${ids.rosa}`).set("Cookie", cookie[rep.id]!);
    expect(own.status).toBe(200);
    expect(own.body.customer).toMatchObject({ id: ids.rosa, town: "Redding", utility: "reu", ownerId: rep.id });
    expect(own.body.leads.map((lead: { status: string }) => lead.status).sort()).toEqual(["new", "won"]);
    const other = await request(testApp.app).get(`/api/crm/customers/${ids.ben}`).set("Cookie", cookie[rep.id]!);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: "Customer not found" });
    const byOffice = await request(testApp.app).get(`/api/crm/customers/${ids.ben}`).set("Cookie", cookie[office.id]!);
    expect(byOffice.status).toBe(200);
  });
});
