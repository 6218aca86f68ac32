import { and, eq, like } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#server/audit/tables.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";

/** Issue 27 §5: a CSV of contacts or leads previewed, then imported; a bad row never stops the others. */

let testApp: TestApp;
let office: TestUser;
let officeCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  office = await createTestUser(testApp, { userType: "office" });
  officeCookie = await signedInCookie(testApp, office.id);
});
afterAll(() => testApp.close());

const db = () => testApp.services.db;

function upload(
  csv: string,
  fields: Record<string, string | object>,
  { cookie = officeCookie, name = "contacts.csv" }: { cookie?: string; name?: string } = {},
) {
  let req = request(testApp.app).post("/api/crm/import").set("Cookie", cookie);
  for (const [field, value] of Object.entries(fields)) {
    req = req.field(field, typeof value === "string" ? value : JSON.stringify(value));
  }
  return req.attach("file", Buffer.from(csv), { filename: name, contentType: "text/csv" });
}

let phones = 0;

/** Ten contacts of one domain, each with a phone of their own, the third with an e-mail address that is none. */
function tenContacts(domain: string) {
  const lines = ["Name,Email,Phone,City"];
  for (let n = 1; n <= 10; n++) {
    const phone = `(916) 555-${String((phones += 1)).padStart(4, "0")}`;
    lines.push(`Person ${n},${n === 3 ? "not-an-address" : `p${n}@${domain}`},${phone},Redding`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

const customersOf = (domain: string) =>
  db()
    .select()
    .from(customers)
    .where(like(customers.emailNormalized, `%@${domain}`));

describe("POST /api/crm/import", () => {
  it("stores 9 of 10 contacts when row 3 is bad, reports row 3, and its counts equal the rows stored", async () => {
    const res = await upload(tenContacts("nine.example"), { dryRun: "false" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 10, created: 9, merged: 0, skipped: 0 });
    expect(res.body.errors).toEqual([
      { row: 3, field: "email", message: "Please enter a valid email address (e.g., name@example.com)" },
    ]);
    const stored = await customersOf("nine.example");
    expect(stored).toHaveLength(9);
    expect(stored.map((row) => row.town)).toEqual(Array(9).fill("Redding"));
    expect(stored.find((row) => row.email === "p1@nine.example")).toMatchObject({
      name: "Person 1",
      phone: "(916) 555-0001",
      utility: "reu",
    });
  });

  it("stores nothing on a dry run, and says what an import would do", async () => {
    const res = await upload(tenContacts("dry.example"), { dryRun: "true" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, rows: 10, created: 9, merged: 0, skipped: 0 });
    expect(res.body.columns).toEqual(["Name", "Email", "Phone", "City"]);
    expect(res.body.map).toEqual({ name: "Name", email: "Email", phone: "Phone", town: "City" });
    expect(res.body.errors.map((error: { row: number }) => error.row)).toEqual([3]);
    expect(await customersOf("dry.example")).toEqual([]);
  });

  it("skips, merges or creates each duplicate as asked, skipping the ones not asked about", async () => {
    const [known] = await db()
      .insert(customers)
      .values([
        { name: "Ann Known", email: "ann@dup.example", emailNormalized: "ann@dup.example", tags: ["vip"] },
        { name: "Bob Known", email: "bob@dup.example", emailNormalized: "bob@dup.example" },
        { name: "Cy Known", email: "cy@dup.example", emailNormalized: "cy@dup.example" },
        { name: "Di Known", email: "di@dup.example", emailNormalized: "di@dup.example", phoneDigits: "5305550177" },
      ])
      .returning({ id: customers.id });
    const csv = [
      "Name,Email,Phone,Company,Tags",
      "Ann New,ANN@dup.example,,Ann Solar LLC,fair 2026",
      "Bob New,bob@dup.example,,,",
      "Cy New,cy@dup.example,,,",
      "Di Other,di.other@dup.example,530-555-0177,,",
      "Ed New,ed@dup.example,,,",
    ].join("\n");
    const preview = await upload(csv, { dryRun: "true" });
    expect(preview.body.duplicates).toEqual([
      expect.objectContaining({ row: 1, matchedOn: "email", customer: expect.objectContaining({ id: known!.id }) }),
      expect.objectContaining({ row: 2, matchedOn: "email" }),
      expect.objectContaining({ row: 3, matchedOn: "email" }),
      expect.objectContaining({ row: 4, matchedOn: "phone" }),
    ]);
    expect(preview.body).toMatchObject({ created: 1, merged: 0, skipped: 4 });

    const res = await upload(csv, { dryRun: "false", duplicates: { "1": "merge", "2": "skip", "3": "create" } });
    expect(res.body).toMatchObject({ rows: 5, created: 2, merged: 1, skipped: 2, errors: [] });
    const stored = await db()
      .select()
      .from(customers)
      .where(like(customers.emailNormalized, "%dup.example"))
      .orderBy(customers.createdAt);
    const named = (name: string) => stored.filter((row) => row.name === name);
    // Merged: the customer keeps its name and takes what it lacked, and the tag.
    expect(named("Ann Known")).toEqual([
      expect.objectContaining({ id: known!.id, companyName: "Ann Solar LLC", tags: ["vip", "fair 2026"] }),
    ]);
    expect(named("Ann New")).toEqual([]);
    expect(named("Bob New")).toEqual([]);
    expect(named("Cy New")).toHaveLength(1);
    expect(named("Cy Known")).toHaveLength(1);
    expect(named("Di Other")).toEqual([]);
    expect(named("Ed New")).toHaveLength(1);
  });

  it("makes a lead from the import on the one pipeline for each lead row, with its customer and deal", async () => {
    const csv = [
      "Full name,E-mail,Utility,Amount,System size,Expected close,Created",
      'Lia Lead,lia@leads.example,PG&E,"$24,500",7.2,6/1/2026,2026-06-01',
      "Max Lead,max@leads.example,Hydro Quebec,1000,,,",
      ",nameless@leads.example,REU,,,,",
    ].join("\n");
    const res = await upload(csv, { kind: "leads", dryRun: "false" });
    expect(res.body).toMatchObject({ rows: 3, created: 1, merged: 0, skipped: 0 });
    expect(res.body.errors).toEqual([
      {
        row: 2,
        field: "utility",
        message: "Unknown utility: use REU, PG&E, Shasta Lake, Trinity PUD or Other (or leave it blank)",
      },
      { row: 3, field: "name", message: "Please enter the name" },
    ]);
    const stored = await db().select().from(leads).where(like(leads.email, "%@leads.example"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      source: "import",
      status: "new",
      customerName: "Lia Lead",
      utility: "pge",
      amountCents: 2_450_000,
      systemSizeKw: 7.2,
      expectedCloseOn: "2026-06-01",
      // 2026-06-01 with no time: the start of June 1 at the office (PDT, UTC-7).
      createdAt: new Date("2026-06-01T07:00:00.000Z"),
      assigneeId: null,
    });
    const [customer] = await db().select().from(customers).where(eq(customers.id, stored[0]!.customerId!));
    expect(customer).toMatchObject({ name: "Lia Lead", email: "lia@leads.example", utility: "pge" });
  });

  it("keeps dates as dates and reads times without a zone at the office, on the night the clocks go back too", async () => {
    const csv = [
      "Name,Email,Created,Expected close date",
      "Dee Date,dee@dates.example,2026-06-01,2026-06-01 23:30",
      "Tim Time,tim@dates.example,2026-11-01 01:30,11/2/2026",
      "Zed Zone,zed@dates.example,2026-11-01T09:30:00Z,",
    ].join("\n");
    const res = await upload(csv, { kind: "leads", dryRun: "false" });
    expect(res.body).toMatchObject({ created: 3, errors: [] });
    const stored = await db()
      .select({ name: leads.customerName, createdAt: leads.createdAt, expectedCloseOn: leads.expectedCloseOn })
      .from(leads)
      .where(like(leads.email, "%@dates.example"))
      .orderBy(leads.customerName);
    expect(stored).toEqual([
      { name: "Dee Date", createdAt: new Date("2026-06-01T07:00:00Z"), expectedCloseOn: "2026-06-01" },
      // 01:30 happens twice that night; the first, still PDT (UTC-7).
      { name: "Tim Time", createdAt: new Date("2026-11-01T08:30:00Z"), expectedCloseOn: "2026-11-02" },
      { name: "Zed Zone", createdAt: new Date("2026-11-01T09:30:00Z"), expectedCloseOn: null },
    ]);
  });

  it("records one row of the audit trail for an import: who, the file and the counts", async () => {
    await upload(tenContacts("audit.example"), { dryRun: "false" }, { name: "fair-2026.csv" });
    const rows = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "customer.import"), eq(auditEvents.actorId, office.id)));
    expect(rows.map((row) => row.after)).toContainEqual({
      fileName: "fair-2026.csv",
      kind: "contacts",
      rows: 10,
      created: 9,
      merged: 0,
      skipped: 0,
      errorRows: 1,
    });
  });

  it("answers 400 naming the map's missing field when asked to import without an e-mail column", async () => {
    const res = await upload("Name,Phone\nAl,5305550100\n", { dryRun: "false" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "map.email": "Choose the column that holds the e-mail" });
    const preview = await upload("Name,Phone\nAl,5305550100\n", { dryRun: "true" });
    expect(preview.body).toMatchObject({
      rows: 1,
      created: 0,
      mapErrors: { email: "Choose the column that holds the e-mail" },
    });
  });

  it("refuses a file over 5 MB with 413 and a message", async () => {
    const res = await upload(`Email\n${"x".repeat(5 * 1024 * 1024)}\n`, { dryRun: "true" });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The file is larger than 5 MB: split it into smaller files");
  });

  it("refuses a bad column map with 400 naming it", async () => {
    const res = await upload("Email\na@x.example\n", { dryRun: "true", map: "{not json" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["map"]);
  });

  it("lets neither a sales rep nor a technician import (403), and stores nothing for them", async () => {
    for (const userType of ["sales", "technician"] as const) {
      const user = await createTestUser(testApp, { userType });
      const res = await upload(
        tenContacts(`${userType}.example`),
        { dryRun: "false" },
        {
          cookie: await signedInCookie(testApp, user.id),
        },
      );
      expect(res.status).toBe(403);
      expect(await customersOf(`${userType}.example`)).toEqual([]);
    }
    const admin = await createTestUser(testApp, { userType: "admin" });
    const res = await upload(
      tenContacts("admin.example"),
      { dryRun: "false" },
      {
        cookie: await signedInCookie(testApp, admin.id),
      },
    );
    expect(res.body.created).toBe(9);
  });
});
