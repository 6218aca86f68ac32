import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { parseCsv } from "#tests/support/csv.ts";

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createTestUser(testApp, { userType: "admin" });
  cookie = await signedInCookie(testApp, admin.id);
});
afterAll(() => testApp.close());

/** The response body as text, whatever its content type. */
function download(path: string) {
  return request(testApp.app)
    .get(path)
    .set("Cookie", cookie)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks).toString("utf8")));
    });
}

describe("GET /api/admin/leads.csv", () => {
  it("downloads the filtered list with every field, UTF-8 with a BOM, formulas neutralised", async () => {
    const lead = await insertLead(testApp.services.db, {
      customerName: '=HYPERLINK("http://evil.example","Zoë")',
      email: "zoe@example.com",
      phone: "+1 530 555 0199",
      additionalNotes: "Roof, south-facing\nSecond line",
      propertyType: "Marina",
      numberOfBoatSlips: 40,
    });
    await insertLead(testApp.services.db, { customerName: "Other Person", propertyType: "Residential" });
    const res = await download("/api/admin/leads.csv?propertyType=Marina");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body as string;
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(
      expect.arrayContaining([
        "id",
        "reference",
        "createdAt",
        "customerName",
        "email",
        "phone",
        "numberOfBoatSlips",
        "status",
        "lostReason",
        "assigneeName",
        "pageUrl",
      ]),
    );
    expect(header).not.toContain("idempotencyKey");
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(row).toMatchObject({
      id: lead.id,
      reference: lead.reference,
      customerName: '\'=HYPERLINK("http://evil.example","Zoë")',
      phone: "'+1 530 555 0199",
      additionalNotes: "Roof, south-facing\nSecond line",
      numberOfBoatSlips: "40",
      status: "new",
      createdAt: lead.createdAt.toISOString(),
    });
  });

  it("exports a lead with a calculator's snapshot, the snapshot as its JSON text", async () => {
    const calculatorSnapshot = {
      calculator: "roi-calculator" as const,
      url: "/resources/roi-calculator?bill=250",
      inputs: { bill: "250" },
      headline: [{ label: "Payback", value: "7.5 years" }],
    };
    const lead = await insertLead(testApp.services.db, { customerName: "Snapshot Owner", calculatorSnapshot });
    const res = await download(`/api/admin/leads.csv?search=${lead.reference}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv((res.body as string).slice(1));
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(row.customerName).toBe("Snapshot Owner");
    expect(JSON.parse(row.calculatorSnapshot!)).toEqual(calculatorSnapshot);
  });

  it("streams a list longer than one batch in order, each lead once", async () => {
    const rows = Array.from({ length: 2100 }, (_, index) => ({
      reference: `BULK-${String(index).padStart(5, "0")}`,
      source: "contact_form" as const,
      customerName: `Bulk ${index % 7}`,
      email: `bulk${index}@example.com`,
      message: "Bulk export test",
      // Many leads share a timestamp, so the cursor must break ties by id.
      createdAt: new Date(Date.UTC(2024, 0, 1, 12, 0, Math.floor(index / 10))),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await testApp.services.db.insert(leads).values(rows.slice(start, start + 500));
    }
    for (const sort of ["createdAt", "customerName"]) {
      const res = await download(`/api/admin/leads.csv?source=contact_form&search=bulk&sort=${sort}&dir=asc`);
      const [header, ...data] = parseCsv((res.body as string).slice(1));
      const reference = header!.indexOf("reference");
      const references = data.map((row) => row[reference]!);
      expect(references, sort).toHaveLength(2100);
      expect(new Set(references).size, sort).toBe(2100);
      const keys = data.map((row) => row[header!.indexOf(sort)]!);
      expect(keys, sort).toEqual([...keys].sort());
    }
  });

  it("refuses bad filters before starting the download", async () => {
    const res = await request(testApp.app).get("/api/admin/leads.csv?status=maybe").set("Cookie", cookie);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("status");
  });
});
