import { asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#server/audit/tables.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { projectDocumentChunks } from "#app/areas/delivery/portal/tables.server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { serviceTickets, ticketEvents, ticketPhotos } from "./tables.server.ts";

/** Issue 28 §3 and §5: opening a ticket from the portal or the office, with photos, each read only by its reach. */
let testApp: TestApp;
let officeCookie: string;
let clientCookie: string;
let otherClientCookie: string;
let technicianCookie: string;
let client: TestUser;
let siteId: string;
let systemId: string;

/** A 1x1 PNG: what a phone's photo is to the type sniffing. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

const as = (cookie: string) => ({
  get: (path: string) => request(testApp.app).get(path).set("Cookie", cookie),
  post: (path: string, body: object) => request(testApp.app).post(path).set("Cookie", cookie).send(body),
  upload: (path: string) => request(testApp.app).post(path).set("Cookie", cookie),
});

const historyOf = (ticketId: string) =>
  testApp.services.db
    .select({
      kind: ticketEvents.kind,
      status: ticketEvents.status,
      actorKind: ticketEvents.actorKind,
      note: ticketEvents.note,
    })
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.seq));

beforeAll(async () => {
  testApp = await createTestApp();
  const office = await createTestUser(testApp, { userType: "office" });
  officeCookie = await signedInCookie(testApp, office.id);
  client = await createTestUser(testApp, { emailVerified: true });
  clientCookie = await signedInCookie(testApp, client.id);
  otherClientCookie = await signedInCookie(testApp, (await createTestUser(testApp, { emailVerified: true })).id);
  technicianCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "technician" })).id);
  const [row] = await testApp.services.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, client.id));
  const site = await as(officeCookie).post("/api/service/sites", {
    customerId: row!.customerId,
    address: { line1: "1450 Placer St", city: "Redding", state: "CA", postalCode: "96001" },
  });
  siteId = site.body.id;
  const system = await as(officeCookie).post("/api/service/systems", {
    siteId,
    kind: "solar",
    kwDc: 7.6,
    installedOn: "2024-03-01",
    installer: "us",
    equipment: [{ category: "inverter", make: "Enphase", model: "IQ8M", quantity: 18 }],
  });
  systemId = system.body.id;
}, 60_000);
afterAll(() => testApp.close());

describe("a client opens a ticket in the portal", () => {
  it("on their own system, with photos: 201, the customer's site, the type's default priority, due times stored", async () => {
    const opened = await as(clientCookie)
      .upload("/api/service/tickets")
      .field("systemId", systemId)
      .field("type", "repair")
      .field("description", "The inverter shows a red light since this morning.")
      .attach("file", PNG, "roof.png")
      .attach("file", PNG, "inverter.png");
    expect(opened.status).toBe(201);
    expect(opened.body.reference).toMatch(/^ST-[2-9A-HJ-NP-Z]{6}$/);
    expect(Object.keys(opened.body).sort()).toEqual(["id", "reference", "resolutionDueAt", "responseDueAt"]);
    const [ticket] = await testApp.services.db
      .select()
      .from(serviceTickets)
      .where(eq(serviceTickets.id, opened.body.id));
    expect(ticket).toMatchObject({
      siteId,
      systemId,
      type: "repair",
      priority: "high",
      status: "new",
      origin: "portal",
      openedBy: client.id,
      responseState: "running",
    });
    expect(ticket!.responseDueAt!.toISOString()).toBe(opened.body.responseDueAt);
    expect(ticket!.resolutionDueAt).not.toBeNull();
    expect(await historyOf(opened.body.id)).toEqual([
      { kind: "status", status: "new", actorKind: "customer", note: null },
      { kind: "photo", status: null, actorKind: "customer", note: "roof.png" },
      { kind: "photo", status: null, actorKind: "customer", note: "inverter.png" },
    ]);
    const photos = await testApp.services.db
      .select()
      .from(ticketPhotos)
      .where(eq(ticketPhotos.ticketId, opened.body.id));
    expect(photos.map((photo) => [photo.name, photo.contentType, photo.size])).toEqual(
      expect.arrayContaining([
        ["roof.png", "image/png", PNG.length],
        ["inverter.png", "image/png", PNG.length],
      ]),
    );
    const [audit] = await testApp.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, opened.body.id));
    expect(audit).toMatchObject({ action: "ticket.open", entity: "ticket" });

    // The photo is the client's to see, and the office's; another client's or an unassigned technician's 404.
    const path = `/api/service/tickets/${opened.body.id}/photos/${photos[0]!.id}`;
    const own = await as(clientCookie).get(path);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(Buffer.from(own.body as Buffer)).toEqual(PNG);
    expect((await as(officeCookie).get(path)).status).toBe(200);
    expect((await as(otherClientCookie).get(path)).status).toBe(404);
    expect((await as(technicianCookie).get(path)).status).toBe(404);
  });

  it("as JSON without photos, for a site; an empty file input of a plain form is no photo", async () => {
    const json = await as(clientCookie).post("/api/service/tickets", {
      siteId,
      type: "emergency",
      description: "Smoke from the junction box on the roof.",
    });
    expect(json.status).toBe(201);
    const [ticket] = await testApp.services.db
      .select({ priority: serviceTickets.priority, systemId: serviceTickets.systemId })
      .from(serviceTickets)
      .where(eq(serviceTickets.id, json.body.id));
    expect(ticket).toEqual({ priority: "urgent", systemId: null });
    // Emergency: "response within 2 hours", around the clock.
    const opened = await testApp.services.db
      .select({ createdAt: serviceTickets.createdAt })
      .from(serviceTickets)
      .where(eq(serviceTickets.id, json.body.id));
    expect(new Date(json.body.responseDueAt).getTime() - opened[0]!.createdAt.getTime()).toBe(2 * 60 * 60 * 1000);

    const empty = await as(clientCookie)
      .upload("/api/service/tickets")
      .field("systemId", systemId)
      .field("type", "other")
      .field("description", "A question about the monitoring app.")
      .attach("file", Buffer.alloc(0), { filename: "", contentType: "application/octet-stream" });
    expect(empty.status).toBe(201);
    expect((await historyOf(empty.body.id)).map((event) => event.kind)).toEqual(["status"]);
  });

  it("not on another client's system or site (404 like a missing one), nor with the office's choices", async () => {
    const body = { systemId, type: "repair", description: "Not mine." };
    const other = await as(otherClientCookie).post("/api/service/tickets", body);
    expect(other.status).toBe(404);
    expect(
      (await as(otherClientCookie).post("/api/service/tickets", { ...body, systemId: undefined, siteId })).status,
    ).toBe(404);
    expect((await as(clientCookie).post("/api/service/tickets", body)).status).toBe(201);

    const priority = await as(clientCookie).post("/api/service/tickets", { ...body, priority: "urgent" });
    expect(priority.status).toBe(400);
    expect(priority.body.errors).toEqual({ priority: "The office sets a ticket's priority" });
    const rescue = await as(clientCookie).post("/api/service/tickets", { ...body, type: "orphaned_system_rescue" });
    expect(rescue.status).toBe(400);
    expect(rescue.body.errors).toEqual({ type: "Please choose one of the listed kinds of problem" });
    const blank = await as(clientCookie).post("/api/service/tickets", { type: "repair", description: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({
      systemId: "Please choose the system or site the ticket is for",
      description: "Please describe the problem",
    });
  });

  it("a retry with the same Idempotency-Key answers the same ticket", async () => {
    const send = () =>
      as(clientCookie)
        .upload("/api/service/tickets")
        .set("Idempotency-Key", "request-service-retry-1")
        .send({ systemId, type: "repair", description: "No production since the storm." });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const made = await testApp.services.db
      .select({ id: serviceTickets.id })
      .from(serviceTickets)
      .where(eq(serviceTickets.description, "No production since the storm."));
    expect(made).toHaveLength(1);
  });
});

describe("photos", () => {
  it("are sniffed from their bytes: a PDF named .png is refused 415 and nothing of it stays", async () => {
    const before = await testApp.services.db
      .select({ id: projectDocumentChunks.documentId })
      .from(projectDocumentChunks);
    const refused = await as(clientCookie)
      .upload("/api/service/tickets")
      .field("systemId", systemId)
      .field("type", "repair")
      .field("description", "See the photo.")
      .attach("file", PDF, "photo.png");
    expect(refused.status).toBe(415);
    expect(refused.body.errors).toEqual({ file: "Only photos can be attached: JPEG, PNG, WebP or HEIC" });
    const after = await testApp.services.db
      .select({ id: projectDocumentChunks.documentId })
      .from(projectDocumentChunks);
    expect(after).toHaveLength(before.length);
  });

  it("larger than 20 MB are refused 413 with JSON naming the file", async () => {
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const refused = await as(clientCookie)
      .upload("/api/service/tickets")
      .field("systemId", systemId)
      .field("type", "repair")
      .field("description", "A large photo.")
      .attach("file", tooLarge, "big.png");
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      message: "A photo may be at most 20 MB",
      errors: { file: "A photo may be at most 20 MB" },
    });
  });

  it("are added later by the client on their own ticket, each a history entry; another's answers 404", async () => {
    const opened = await as(clientCookie).post("/api/service/tickets", {
      systemId,
      type: "warranty",
      description: "A panel is cracked.",
    });
    const path = `/api/service/tickets/${opened.body.id}/photos`;
    const added = await as(clientCookie).upload(path).attach("file", PNG, "crack.png");
    expect(added.status).toBe(201);
    expect(added.body.photos).toEqual([{ id: expect.any(String), name: "crack.png", contentType: "image/png" }]);
    expect((await historyOf(opened.body.id)).at(-1)).toEqual({
      kind: "photo",
      status: null,
      actorKind: "customer",
      note: "crack.png",
    });
    expect((await as(otherClientCookie).upload(path).attach("file", PNG, "x.png")).status).toBe(404);
    expect((await as(technicianCookie).upload(path).attach("file", PNG, "x.png")).status).toBe(404);
    expect((await as(officeCookie).upload(path).attach("file", PNG, "office.png")).status).toBe(201);
  });
});

describe("the office opens a ticket", () => {
  it("with any type and priority, from a call: origin staff", async () => {
    const opened = await as(officeCookie).post("/api/service/tickets", {
      siteId,
      type: "inspection",
      priority: "low",
      description: "Annual inspection asked for on the phone.",
    });
    expect(opened.status).toBe(201);
    const [ticket] = await testApp.services.db
      .select({ priority: serviceTickets.priority, origin: serviceTickets.origin, type: serviceTickets.type })
      .from(serviceTickets)
      .where(eq(serviceTickets.id, opened.body.id));
    expect(ticket).toEqual({ priority: "low", origin: "staff", type: "inspection" });
    expect(await historyOf(opened.body.id)).toEqual([
      { kind: "status", status: "new", actorKind: "staff", note: null },
    ]);
  });

  it("but a technician may not (403), and a system and a site that disagree are refused", async () => {
    const body = { systemId, type: "repair", description: "From the road." };
    expect((await as(technicianCookie).post("/api/service/tickets", body)).status).toBe(403);
    const otherSite = await as(officeCookie).post("/api/service/sites", {
      customerId: (await testApp.services.db.select({ c: serviceTickets.customerId }).from(serviceTickets).limit(1))[0]!
        .c,
      address: { line1: "9 Other Rd", city: "Redding", state: "CA", postalCode: "96001" },
    });
    const mixed = await as(officeCookie).post("/api/service/tickets", { ...body, siteId: otherSite.body.id });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toEqual({ siteId: "Please choose the system or site the ticket is for" });
  });
});
