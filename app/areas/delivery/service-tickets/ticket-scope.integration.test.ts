import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#tests/support/csv.ts";
import { customerOfAccount, insertSite, insertTicket } from "#tests/support/service-tickets.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";

/**
 * Issue 28 §3: who sees which ticket. A client their own customer's, a technician those assigned to them, the office
 * any; another's answers 404 like a missing one in the list, the ticket and its writes, and only the office exports.
 */
let testApp: TestApp;
const cookies: Record<"office" | "technician" | "otherTechnician" | "client" | "otherClient" | "sales", string> =
  {} as never;
let technician: TestUser;
let sales: TestUser;
let assigned: { id: string; reference: string };
let unassigned: { id: string; reference: string };
let another: { id: string; reference: string };
let clientSite: string;
let otherClientEmail: string;

const as = (cookie: string) => ({
  get: (path: string) => request(testApp.app).get(path).set("Cookie", cookie),
  post: (path: string, body: object) => request(testApp.app).post(path).set("Cookie", cookie).send(body),
});
const referencesIn = (res: request.Response) =>
  (res.body.items as { reference: string }[]).map((ticket) => ticket.reference).sort();

beforeAll(async () => {
  testApp = await createTestApp();
  const user = async (userType: TestUser["userType"]) => {
    const made = await createTestUser(testApp, { userType, emailVerified: true });
    return { made, cookie: await signedInCookie(testApp, made.id) };
  };
  const office = await user("office");
  const tech = await user("technician");
  const otherTech = await user("technician");
  const client = await user("client");
  const otherClient = await user("client");
  const salesRep = await user("sales");
  technician = tech.made;
  sales = salesRep.made;
  Object.assign(cookies, {
    office: office.cookie,
    technician: tech.cookie,
    otherTechnician: otherTech.cookie,
    client: client.cookie,
    otherClient: otherClient.cookie,
    sales: salesRep.cookie,
  });
  const customerId = await customerOfAccount(testApp, client.made);
  clientSite = await insertSite(testApp, customerId);
  otherClientEmail = otherClient.made.email;
  const otherCustomerId = await customerOfAccount(testApp, otherClient.made);
  const otherSite = await insertSite(testApp, otherCustomerId, "88 Court St");
  assigned = await insertTicket(testApp, { customerId, siteId: clientSite, technicianId: technician.id });
  unassigned = await insertTicket(testApp, { customerId, siteId: clientSite, type: "inspection" });
  another = await insertTicket(testApp, { customerId: otherCustomerId, siteId: otherSite, type: "emergency" });
}, 240_000);
afterAll(() => testApp.close());

describe("the list", () => {
  it("gives the office every ticket, a technician their assigned, a client their own", async () => {
    expect(referencesIn(await as(cookies.office).get("/api/service/tickets"))).toEqual(
      [assigned.reference, unassigned.reference, another.reference].sort(),
    );
    expect(referencesIn(await as(cookies.technician).get("/api/service/tickets"))).toEqual([assigned.reference]);
    expect(referencesIn(await as(cookies.otherTechnician).get("/api/service/tickets"))).toEqual([]);
    expect(referencesIn(await as(cookies.client).get("/api/service/tickets"))).toEqual(
      [assigned.reference, unassigned.reference].sort(),
    );
    expect(referencesIn(await as(cookies.otherClient).get("/api/service/tickets"))).toEqual([another.reference]);
  });

  it("searches any part of a reference and the customer's details, within what the reader sees", async () => {
    const byReference = await as(cookies.office).get(`/api/service/tickets?search=${another.reference.slice(-4)}`);
    expect(referencesIn(byReference)).toContain(another.reference);
    expect(byReference.body.total).toBe(byReference.body.items.length);
    const byCustomer = await as(cookies.office).get(`/api/service/tickets?search=${otherClientEmail.toUpperCase()}`);
    expect(referencesIn(byCustomer)).toEqual([another.reference]);
    expect(referencesIn(await as(cookies.technician).get(`/api/service/tickets?search=${another.reference}`))).toEqual(
      [],
    );
    expect(referencesIn(await as(cookies.office).get("/api/service/tickets?search=no-such-ticket-zz"))).toEqual([]);
  });

  it("gives a staff role without tickets none", async () => {
    const res = await as(cookies.sales).get("/api/service/tickets");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: 0 });
  });

  it("filters by status, priority, technician and site within the reader's scope", async () => {
    const office = as(cookies.office);
    expect(referencesIn(await office.get(`/api/service/tickets?technician=${technician.id}`))).toEqual([
      assigned.reference,
    ]);
    expect(referencesIn(await office.get("/api/service/tickets?technician=none"))).toEqual(
      [unassigned.reference, another.reference].sort(),
    );
    expect(referencesIn(await office.get(`/api/service/tickets?siteId=${clientSite}`))).toEqual(
      [assigned.reference, unassigned.reference].sort(),
    );
    // Each opened at its type's default priority: a repair high, an inspection normal, an emergency urgent.
    expect(referencesIn(await office.get("/api/service/tickets?priority=normal"))).toEqual([unassigned.reference]);
    expect(referencesIn(await office.get("/api/service/tickets?status=open"))).toHaveLength(3);
    expect(referencesIn(await office.get("/api/service/tickets?status=resolved"))).toEqual([]);
    // Just opened, every ticket is within its SLA targets (a month-old one past them: staff-home.integration.test.ts).
    expect(referencesIn(await office.get("/api/service/tickets?status=open&sla=within"))).toHaveLength(3);
    expect(referencesIn(await office.get("/api/service/tickets?sla=breached"))).toEqual([]);
    expect((await office.get("/api/service/tickets?sla=late")).status).toBe(400);
    // The other client's site filter finds nothing of theirs for this client.
    expect(referencesIn(await as(cookies.otherClient).get(`/api/service/tickets?siteId=${clientSite}`))).toEqual([]);
  });

  it("answers a filter that does not parse with a 400 naming it", async () => {
    const res = await as(cookies.office).get("/api/service/tickets?status=done");
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("status");
  });
});

describe("one ticket", () => {
  it("is read by its client without access notes or staff's notes, and is a 404 for another client", async () => {
    const own = await as(cookies.client).get(`/api/service/tickets/${assigned.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ reference: assigned.reference, status: "new", waitingOn: null });
    expect(own.body.site).not.toHaveProperty("accessNotes");
    expect((await as(cookies.otherClient).get(`/api/service/tickets/${assigned.id}`)).status).toBe(404);
  });

  it("is read by its technician with the site's access notes, and is a 404 for one not assigned", async () => {
    const theirs = await as(cookies.technician).get(`/api/service/tickets/${assigned.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.site.accessNotes).toBe("Gate code 4411");
    expect((await as(cookies.technician).get(`/api/service/tickets/${unassigned.id}`)).status).toBe(404);
    expect((await as(cookies.otherTechnician).get(`/api/service/tickets/${assigned.id}`)).status).toBe(404);
    expect((await as(cookies.sales).get(`/api/service/tickets/${assigned.id}`)).status).toBe(404);
  });

  it("is changed by its technician, and is a 404 to change for a technician not assigned", async () => {
    const path = (id: string) => `/api/service/tickets/${id}/contacts`;
    expect((await as(cookies.technician).post(path(assigned.id), { note: "Called, on my way" })).status).toBe(200);
    expect((await as(cookies.technician).post(path(unassigned.id), { note: "Called" })).status).toBe(404);
    expect((await as(cookies.otherTechnician).post(path(assigned.id), { note: "Called" })).status).toBe(404);
    expect((await as(cookies.client).post(path(assigned.id), { note: "Called" })).status).toBe(403);
  });
});

describe("the CSV", () => {
  it("is the office's, with the same filters", async () => {
    const all = await as(cookies.office).get("/api/service/tickets.csv");
    expect(all.status).toBe(200);
    const [header, ...rows] = parseCsv(all.text.replace(/^\ufeff/, ""));
    expect(header).toContain("reference");
    expect(rows.map((row) => row[header!.indexOf("reference")]).sort()).toEqual(
      [assigned.reference, unassigned.reference, another.reference].sort(),
    );
    const filtered = parseCsv(
      (await as(cookies.office).get(`/api/service/tickets.csv?technician=${technician.id}`)).text,
    );
    expect(filtered.slice(1).map((row) => row[header!.indexOf("reference")])).toEqual([assigned.reference]);
  });

  it("is refused to a technician and a client", async () => {
    expect((await as(cookies.technician).get("/api/service/tickets.csv")).status).toBe(403);
    expect((await as(cookies.client).get("/api/service/tickets.csv")).status).toBe(403);
  });
});

describe("assignment", () => {
  it("gives a ticket to a technician, who then reads it; only to someone who works tickets; only by the office", async () => {
    const path = `/api/service/tickets/${unassigned.id}/assignment`;
    const refused = await as(cookies.office).post(path, { technicianId: sales.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty("technicianId");
    expect((await as(cookies.technician).post(path, { technicianId: technician.id })).status).toBe(403);
    const given = await as(cookies.office).post(path, { technicianId: technician.id });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ technicianId: technician.id, technicianName: "Test Person" });
    expect(referencesIn(await as(cookies.technician).get("/api/service/tickets"))).toEqual(
      [assigned.reference, unassigned.reference].sort(),
    );
    const ticket = await as(cookies.office).get(`/api/service/tickets/${unassigned.id}`);
    expect(ticket.body.history[0]).toMatchObject({ kind: "assignment", note: "Assigned to Test Person" });
  });
});
