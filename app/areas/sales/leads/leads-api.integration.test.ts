import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { leadList, type LeadListQuery } from "#app/areas/sales/leads-pipeline/lead-list.server.ts";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { RATE_LIMIT_MESSAGE } from "./api.server.ts";
import { REFERENCE_PATTERN } from "./reference.server.ts";
import { hashIp } from "./store-lead.server.ts";
import { leads } from "./tables.server.ts";
import { raceTest } from "#tests/support/race-test.ts";

const SALES = "sales@shasta-solar.test";

const admin: SessionUser = {
  id: randomUUID(),
  username: "admin",
  email: "admin@example.com",
  firstName: "Ada",
  lastName: "Admin",
  userType: "admin",
  companyName: null,
  phone: null,
};
const leadListQuerySchema = { parse: (input: object) => leadList.parseQuery(input) };
const listLeads = (db: Database, query: LeadListQuery) =>
  leadList.page({ db, readSettings: testApp.services.readSettings }, admin, query);

/** A complete, human-looking consultation: opened 10 s ago, honeypot empty. */
function consultation(overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Maria Lopez",
    email: "maria@example.com",
    phone: "(530) 555-0199",
    address: "1450 Court St, Redding, CA 96001",
    propertyType: "Residential",
    serviceNeeded: "Solar Repair",
    shadingIssues: "No",
    timeline: "ASAP",
    roofType: "Composition shingle",
    additionalNotes: "Inverter shows error 33.",
    subscribeToNewsletter: false,
    website: "",
    startedAt: Date.now() - 10_000,
    pageUrl: "http://localhost/services/repairs",
    ...overrides,
  };
}

function contact(overrides: Record<string, unknown> = {}) {
  return {
    name: "Sam Carter",
    email: "sam@example.com",
    message: "Do you service systems in Burney?",
    website: "",
    startedAt: Date.now() - 10_000,
    ...overrides,
  };
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SALES_EMAIL: SALES, FORM_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.services.db.delete(mailOutbox);
  await testApp.services.db.delete(leads);
});

const post = (path: string, body: unknown) =>
  request(testApp.app)
    .post(path)
    .set("User-Agent", "integration-test")
    .send(body as object);

async function storedLead(id: string) {
  const [row] = await testApp.services.db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

const outbox = () => testApp.services.db.select().from(mailOutbox).orderBy(mailOutbox.kind);

describe("POST /api/solar-form", () => {
  it("stores the request and answers 201 with its id and a short reference", async () => {
    const res = await post("/api/solar-form", consultation());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["id", "reference"]);
    expect(res.body.reference).toMatch(REFERENCE_PATTERN);
    const row = await storedLead(res.body.id);
    expect(row).toMatchObject({
      reference: res.body.reference,
      source: "consultation_modal",
      status: "new",
      isSpam: false,
      userId: null,
      customerName: "Maria Lopez",
      email: "maria@example.com",
      phone: "(530) 555-0199",
      address: "1450 Court St, Redding, CA 96001",
      propertyType: "Residential",
      serviceNeeded: "Solar Repair",
      shadingIssues: "No",
      timeline: "ASAP",
      roofType: "Composition shingle",
      roofAge: null,
      additionalNotes: "Inverter shows error 33.",
      subscribeToNewsletter: false,
      pageUrl: "http://localhost/services/repairs",
      userAgent: "integration-test",
      message: null,
    });
    expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
    const loopback = ["127.0.0.1", "::ffff:127.0.0.1", "::1"].map((ip) => hashIp(testApp.services.secret, ip));
    expect(loopback).toContain(row.ipHash);
  });

  it("queues the staff mail and the customer confirmation with the lead", async () => {
    const res = await post("/api/solar-form", consultation({ customerName: "Ana <b>Bold</b> & Co" }));
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.to, mail.status])).toEqual([
      ["lead_confirmation", "maria@example.com", "queued"],
      ["lead_staff", SALES, "queued"],
    ]);
    const [confirmation, staff] = mails;
    expect(confirmation!.text).toContain(res.body.reference);
    expect(confirmation!.text).toContain("We'll contact you within 24 hours on business days.");
    expect(staff!.replyTo).toBe("maria@example.com");
    expect(staff!.subject).toBe(`New service request ${res.body.reference}: Solar Repair for Ana <b>Bold</b> & Co`);
    expect(staff!.html).toContain("Ana &lt;b&gt;Bold&lt;/b&gt; &amp; Co");
    expect(staff!.html).not.toContain("<b>Bold");
    for (const line of [
      "Full Name: Ana <b>Bold</b> & Co",
      "Phone: (530) 555-0199",
      "Roof Type: Composition shingle",
      "Timeline: ASAP",
    ]) {
      expect(staff!.text).toContain(line);
    }
  });

  it("records the source, and the account of a signed-in visitor", async () => {
    const [user] = await testApp.services.db
      .insert(users)
      .values({
        firstName: "Jo",
        lastName: "Client",
        email: "jo@example.com",
        username: `jo${Date.now()}`,
        passwordHash: "x",
      })
      .returning();
    const token = await createSession(testApp.services.db, user!.id, null);
    const res = await request(testApp.app)
      .post("/api/solar-form")
      .set("Cookie", `sid=${token}`)
      .send(consultation({ source: "service_request_form" }));
    expect(res.status).toBe(201);
    expect(await storedLead(res.body.id)).toMatchObject({ source: "service_request_form", userId: user!.id });
  });

  it("answers 400 with the SPEC's message for each invalid field and stores nothing", async () => {
    const res = await post("/api/solar-form", { propertyType: "Castle", serviceNeeded: "Pool cleaning" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      customerName: "Please enter your full name",
      email: "Please enter a valid email address (e.g., name@example.com)",
      phone: "Please enter a valid phone number with at least 10 digits",
      address: "Please enter your complete address",
      propertyType: "Please choose a property type",
      serviceNeeded: "Please choose the service you need",
    });
    const badPhone = await post("/api/solar-form", consultation({ phone: "call me maybe" }));
    expect(badPhone.body.errors).toEqual({
      phone: "Phone number can only contain numbers, spaces, and symbols like () - +",
    });
    const badEmail = await post("/api/solar-form", consultation({ email: "maria@" }));
    expect(badEmail.body.errors).toEqual({ email: "Please enter a valid email address (e.g., name@example.com)" });
    expect(await testApp.services.db.select().from(leads)).toHaveLength(0);
  });

  it("caps every text length", async () => {
    const res = await post(
      "/api/solar-form",
      consultation({
        customerName: "x".repeat(121),
        address: "a".repeat(301),
        additionalNotes: "n".repeat(5001),
        roofType: "r".repeat(121),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      customerName: "Must be at most 120 characters",
      address: "Must be at most 300 characters",
      additionalNotes: "Must be at most 5000 characters",
      roofType: "Must be at most 120 characters",
    });
    const atLimit = await post(
      "/api/solar-form",
      consultation({ customerName: "x".repeat(120), additionalNotes: "n".repeat(5000) }),
    );
    expect(atLimit.status).toBe(201);
  });

  it("drops unknown fields and keeps only the section of the property type", async () => {
    const agricultural = {
      landSizeAcres: "40.5",
      primaryCrop: "Walnuts",
      irrigationSystem: "Drip",
      numberOfBarns: 2,
      livestockOperations: "Cattle",
      agriculturalEnergyUsage: "3,000 kWh a month",
    };
    const marina = {
      numberOfBoatSlips: "24",
      dockLength: 310,
      hasFuelStation: "Yes",
      storageType: "Both",
      hasWaterPumping: "No",
      marinaEnergyUsage: "5,000 kWh a month",
    };
    const farm = await post(
      "/api/solar-form",
      consultation({
        propertyType: "Agricultural",
        ...agricultural,
        ...marina,
        status: "won",
        isSpam: true,
        userId: randomUUID(),
      }),
    );
    expect(farm.status).toBe(201);
    expect(await storedLead(farm.body.id)).toMatchObject({
      status: "new",
      isSpam: false,
      userId: null,
      landSizeAcres: 40.5,
      primaryCrop: "Walnuts",
      irrigationSystem: "Drip",
      numberOfBarns: 2,
      livestockOperations: "Cattle",
      agriculturalEnergyUsage: "3,000 kWh a month",
      numberOfBoatSlips: null,
      dockLength: null,
      hasFuelStation: null,
      marinaEnergyUsage: null,
    });

    // Values of a hidden section are dropped before validation: even invalid ones cannot block the request.
    const harbour = await post(
      "/api/solar-form",
      consultation({ propertyType: "Marina", ...marina, numberOfBarns: "many" }),
    );
    expect(harbour.status).toBe(201);
    expect(await storedLead(harbour.body.id)).toMatchObject({
      numberOfBoatSlips: 24,
      dockLength: 310,
      hasFuelStation: "Yes",
      storageType: "Both",
      hasWaterPumping: "No",
      marinaEnergyUsage: "5,000 kWh a month",
      numberOfBarns: null,
      primaryCrop: null,
    });

    const home = await post("/api/solar-form", consultation({ ...agricultural, ...marina }));
    const row = await storedLead(home.body.id);
    for (const field of [...Object.keys(agricultural), ...Object.keys(marina)]) {
      expect(row[field as keyof typeof row]).toBeNull();
    }
  });

  it("checks the numbers and choices of the property sections", async () => {
    const res = await post(
      "/api/solar-form",
      consultation({ propertyType: "Agricultural", numberOfBarns: 2.5, landSizeAcres: -3, irrigationSystem: "Canal" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      numberOfBarns: "Please enter a whole number between 0 and 10,000",
      landSizeAcres: "Please enter a number between 0 and 1,000,000",
      irrigationSystem: "Please choose one of the listed options",
    });
  });

  it("stores a calculator's snapshot with the request, its utility the lead's, and refuses one that breaks its limits", async () => {
    const calculatorSnapshot = {
      calculator: "roi-calculator",
      url: "/resources/roi-calculator?utility=pge&bill=310",
      inputs: { utility: "pge", bill: "310" },
      headline: [{ label: "Year-one savings", value: "$2,514" }],
    };
    const res = await post("/api/solar-form", consultation({ calculatorSnapshot }));
    expect(res.status).toBe(201);
    expect((await storedLead(res.body.id)).calculatorSnapshot).toEqual(calculatorSnapshot);
    expect((await storedLead(res.body.id)).utility).toBe("pge");

    const offSite = await post(
      "/api/solar-form",
      consultation({ calculatorSnapshot: { ...calculatorSnapshot, url: "https://x.example/" } }),
    );
    expect(offSite.status).toBe(400);
    expect(Object.keys(offSite.body.errors)).toEqual(["calculatorSnapshot.url"]);
    const tooMany = Array.from({ length: 13 }, (_, i) => ({ label: `Figure ${i}`, value: "1" }));
    const oversized = await post(
      "/api/solar-form",
      consultation({ calculatorSnapshot: { ...calculatorSnapshot, headline: tooMany } }),
    );
    expect(oversized.status).toBe(400);
    expect(await testApp.services.db.select().from(leads)).toHaveLength(1);
  });

  it("stores a request of exactly the SPEC §3 fields as a lead, mails it and lists it in the inbox", async () => {
    const res = await post("/api/solar-form", {
      customerName: "Pat Rivera",
      email: "pat@example.com",
      phone: "530-555-0177",
      address: "22 Placer St, Redding, CA 96001",
      propertyType: "Commercial",
      serviceNeeded: "Consultation",
      timeline: "1-3 months",
      subscribeToNewsletter: false,
    });
    expect(res.status).toBe(201);
    expect(await storedLead(res.body.id)).toMatchObject({
      isSpam: false,
      spamSignals: ["missing_start_time"],
      spamReviewedAt: null,
    });
    expect((await outbox()).map((mail) => mail.kind)).toEqual(["lead_confirmation", "lead_staff"]);
    const inbox = await listLeads(testApp.services.db, leadListQuerySchema.parse({}));
    expect(inbox.items.map((lead) => lead.reference)).toEqual([res.body.reference]);
    const possible = await listLeads(testApp.services.db, leadListQuerySchema.parse({ spam: "possible" }));
    expect(possible.items.map((lead) => lead.reference)).toEqual([res.body.reference]);
  });

  it("takes a fast (autofilled) fill for possible spam: stored, mailed, not marked spam", async () => {
    const res = await post("/api/solar-form", consultation({ startedAt: Date.now() - 1_000 }));
    expect(res.status).toBe(201);
    expect(await storedLead(res.body.id)).toMatchObject({ isSpam: false, spamSignals: ["fast_fill"] });
    expect(await outbox()).toHaveLength(2);
  });

  it("marks a filled honeypot as spam with the same 201 answer and sends no mail", async () => {
    for (const body of [
      consultation({ website: "http://spam.example" }),
      consultation({ website: "x", startedAt: "yesterday" }),
    ]) {
      const res = await post("/api/solar-form", body);
      expect(res.status).toBe(201);
      expect(res.body.reference).toMatch(REFERENCE_PATTERN);
      const row = await storedLead(res.body.id);
      expect(row.isSpam).toBe(true);
      expect(row.spamSignals).toContain("honeypot");
    }
    expect(await outbox()).toHaveLength(0);
  });

  it("does not take a visitor whose clock runs ahead for a bot", async () => {
    const res = await post("/api/solar-form", consultation({ startedAt: Date.now() + 5 * 60_000 }));
    expect((await storedLead(res.body.id)).isSpam).toBe(false);
  });

  it("returns the first answer for a repeated idempotency key and stores one lead", async () => {
    const idempotencyKey = randomUUID();
    const first = await post("/api/solar-form", consultation({ idempotencyKey }));
    const again = await post("/api/solar-form", consultation({ idempotencyKey, customerName: "Changed Name" }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const rows = await testApp.services.db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.customerName).toBe("Maria Lopez");
    expect(await outbox()).toHaveLength(2);
  });

  raceTest("stores one lead when the same submission arrives several times at once", async () => {
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post("/api/solar-form", consultation({ idempotencyKey }))),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((res) => res.body.reference)).size).toBe(1);
    expect(await testApp.services.db.select().from(leads)).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
  });

  it("takes the key from the Idempotency-Key header too: a repeat stores one lead", async () => {
    const key = randomUUID();
    const first = await post("/api/solar-form", consultation()).set("Idempotency-Key", key);
    // The IETF draft quotes the key (a structured-field string); both forms are the same key.
    const again = await post("/api/solar-form", consultation()).set("Idempotency-Key", `"${key}"`);
    const both = await post("/api/solar-form", consultation({ idempotencyKey: key })).set("Idempotency-Key", key);
    expect([first.status, again.status, both.status]).toEqual([201, 201, 201]);
    expect(again.body).toEqual(first.body);
    expect(both.body).toEqual(first.body);
    const rows = await testApp.services.db.select().from(leads);
    expect(rows.map((row) => row.idempotencyKey)).toEqual([key]);
    expect(await outbox()).toHaveLength(2);
  });

  it("answers 400 for a header and a body field that name different keys, and stores nothing", async () => {
    const res = await post("/api/solar-form", consultation({ idempotencyKey: randomUUID() })).set(
      "Idempotency-Key",
      randomUUID(),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      idempotencyKey: "The Idempotency-Key header and the idempotencyKey field differ",
    });
    expect(await testApp.services.db.select().from(leads)).toHaveLength(0);
  });

  it("refuses a key that is too short, too long or not visible ASCII", async () => {
    for (const key of ["1; drop table", "short-key", "k".repeat(256), "ключ-ключ-ключ-ключ"]) {
      const res = await post("/api/solar-form", consultation({ idempotencyKey: key }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ idempotencyKey: "Invalid idempotency key" });
    }
    const header = await post("/api/contact", contact()).set("Idempotency-Key", "x y");
    expect(header.status).toBe(400);
    expect(header.body.errors).toEqual({ idempotencyKey: "Invalid idempotency key" });
    const atLimits = [await post("/api/solar-form", consultation({ idempotencyKey: "k".repeat(16) }))];
    atLimits.push(await post("/api/solar-form", consultation({ idempotencyKey: "K".repeat(255) })));
    expect(atLimits.map((res) => res.status)).toEqual([201, 201]);
  });
});

describe("POST /api/contact", () => {
  it("stores the message as a contact_form lead and mails it", async () => {
    const res = await post("/api/contact", contact({ phone: "530-555-0110", idempotencyKey: randomUUID() }));
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(REFERENCE_PATTERN);
    expect(await storedLead(res.body.id)).toMatchObject({
      source: "contact_form",
      customerName: "Sam Carter",
      email: "sam@example.com",
      phone: "530-555-0110",
      message: "Do you service systems in Burney?",
      address: null,
      propertyType: null,
      serviceNeeded: null,
      isSpam: false,
    });
    const staff = (await outbox()).find((mail) => mail.kind === "lead_staff")!;
    expect(staff.subject).toBe(`New contact message ${res.body.reference} from Sam Carter`);
    expect(staff.text).toContain("Message: Do you service systems in Burney?");
  });

  it("takes the phone as optional and checks it when given", async () => {
    const without = await post("/api/contact", contact({ phone: "" }));
    expect(without.status).toBe(201);
    expect((await storedLead(without.body.id)).phone).toBeNull();
    const bad = await post("/api/contact", contact({ phone: "123" }));
    expect(bad.body.errors).toEqual({ phone: "Please enter a valid phone number with at least 10 digits" });
  });

  it("answers 400 with field messages", async () => {
    const res = await post("/api/contact", { name: " ", email: "nope", message: "" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address (e.g., name@example.com)",
      message: "Please enter your message",
    });
  });

  it("stores a filled honeypot as spam without mail", async () => {
    const res = await post("/api/contact", contact({ website: "buy now" }));
    expect(res.status).toBe(201);
    expect((await storedLead(res.body.id)).isSpam).toBe(true);
    expect(await outbox()).toHaveLength(0);
  });

  it("mails a message from a fast (autofilled) visitor, badged possible spam", async () => {
    const res = await post("/api/contact", contact({ startedAt: Date.now() - 500 }));
    expect(await storedLead(res.body.id)).toMatchObject({ isSpam: false, spamSignals: ["fast_fill"] });
    expect((await outbox()).map((mail) => mail.kind)).toEqual(["lead_confirmation", "lead_staff"]);
  });

  it("keeps one message for a repeated Idempotency-Key header", async () => {
    const key = randomUUID();
    const first = await post("/api/contact", contact()).set("Idempotency-Key", key);
    const again = await post("/api/contact", contact()).set("Idempotency-Key", key);
    expect(again.body).toEqual(first.body);
    expect(await testApp.services.db.select().from(leads)).toHaveLength(1);
  });
});

describe("without SALES_EMAIL", () => {
  it("still stores the lead and confirms to the customer", async () => {
    const app = await createTestApp();
    try {
      const res = await request(app.app).post("/api/solar-form").send(consultation());
      expect(res.status).toBe(201);
      const mails = await app.services.db.select().from(mailOutbox);
      expect(mails.map((mail) => mail.kind)).toEqual(["lead_confirmation"]);
    } finally {
      await app.close();
    }
  });
});

describe("rate limit", () => {
  it("allows the configured number of lead submissions per IP and hour, across both endpoints", async () => {
    const app = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "3" });
    try {
      const send = (path: string, body: object) => request(app.app).post(path).send(body);
      expect((await send("/api/solar-form", consultation())).status).toBe(201);
      expect((await send("/api/contact", contact())).status).toBe(201);
      expect((await send("/api/solar-form", {})).status).toBe(400);
      const limited = await send("/api/contact", contact());
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: RATE_LIMIT_MESSAGE });
      expect(limited.body.message).toBe("Too many requests. Please try again in an hour or call us.");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3500);
      expect((await send("/api/solar-form", consultation())).status).toBe(429);
      expect(await app.services.db.select().from(leads)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
