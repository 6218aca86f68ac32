import { and, eq } from "drizzle-orm";
import { fileURLToPath } from "node:url";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#server/audit/tables.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { productionReadings } from "./tables.server.ts";

/** Issue 29 §2: a system's production, imported by the office, read by whoever reads the system. */
let testApp: TestApp;
let officeCookie: string;
let clientCookie: string;
let otherClientCookie: string;
let technicianCookie: string;
let systemId: string;

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const path = () => `/api/service/systems/${systemId}/production`;
const as = (cookie: string) => ({
  get: (url: string) => request(testApp.app).get(url).set("Cookie", cookie),
  post: (url: string, body: object) => request(testApp.app).post(url).set("Cookie", cookie).send(body),
  upload: (url: string, file: string, source: string) =>
    request(testApp.app).post(url).set("Cookie", cookie).field("source", source).attach("file", fixture(file)),
});

async function storedDays() {
  const rows = await testApp.services.db
    .select({ day: productionReadings.day, kwh: productionReadings.kwh, source: productionReadings.source })
    .from(productionReadings)
    .where(eq(productionReadings.systemId, systemId))
    .orderBy(productionReadings.day);
  return rows;
}

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  const office = await createTestUser(testApp, { userType: "office" });
  officeCookie = await signedInCookie(testApp, office.id);
  const client = await createTestUser(testApp, { emailVerified: true });
  clientCookie = await signedInCookie(testApp, client.id);
  otherClientCookie = await signedInCookie(testApp, (await createTestUser(testApp, { emailVerified: true })).id);
  technicianCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "technician" })).id);
  const [{ customerId }] = (await testApp.services.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, client.id))) as [{ customerId: string }];
  const site = await as(officeCookie).post("/api/service/sites", {
    customerId,
    address: { line1: "1450 Placer St", city: "Redding", state: "CA", postalCode: "96001" },
  });
  expect(site.status).toBe(201);
  const system = await as(officeCookie).post("/api/service/systems", {
    siteId: site.body.id,
    kind: "solar",
    kwDc: 8,
    installedOn: "2025-03-01",
    installer: "us",
    equipment: [],
  });
  expect(system.status).toBe(201);
  systemId = system.body.id;
}, 60_000);
afterAll(() => testApp.close());

describe("importing production", () => {
  it("stores typed days, skips them when sent again and replaces a corrected one", async () => {
    const readings = [
      { date: "2026-09-01", kWh: 31.2 },
      { date: "2026-09-02", kWh: 30 },
    ];
    const first = await as(officeCookie).post(path(), { readings });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ imported: 2, skipped: 0, errors: [] });
    const again = await as(officeCookie).post(path(), { readings: [readings[0], { date: "2026-09-02", kWh: 29.5 }] });
    expect(again.body).toEqual({ imported: 1, skipped: 1, errors: [] });
    expect(await storedDays()).toEqual([
      { day: "2026-09-01", kwh: 31.2, source: "manual" },
      { day: "2026-09-02", kwh: 29.5, source: "manual" },
    ]);
    const audit = await testApp.services.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "system.production-import"), eq(auditEvents.entityId, systemId)));
    expect(audit).toHaveLength(2);
  });

  it("imports an Enphase export and a SolarEdge interval export, in kWh", async () => {
    const enphase = await as(officeCookie).upload(path(), "enphase-daily.csv", "enphase");
    expect(enphase.status).toBe(200);
    expect(enphase.body).toEqual({ imported: 5, skipped: 0, errors: [] });
    const solaredge = await as(officeCookie).upload(path(), "solaredge-quarter-hours.csv", "solaredge");
    // Its two days replace Enphase's figures for them; its one empty interval is skipped.
    expect(solaredge.body).toEqual({ imported: 2, skipped: 1, errors: [] });
    const days = await storedDays();
    expect(days.filter((day) => day.day >= "2026-10-01")).toEqual([
      { day: "2026-10-01", kwh: 27.998, source: "solaredge" },
      { day: "2026-10-02", kwh: 25.198, source: "solaredge" },
      { day: "2026-10-03", kwh: 12.415, source: "enphase" },
      { day: "2026-10-04", kwh: 29.96, source: "enphase" },
      { day: "2026-10-05", kwh: 0, source: "enphase" },
    ]);
  });

  it("imports nothing of a malformed file and names each bad row", async () => {
    const before = await storedDays();
    const malformed = await as(officeCookie).upload(path(), "plain-malformed.csv", "plain");
    expect(malformed.status).toBe(200);
    expect(malformed.body.imported).toBe(0);
    expect(malformed.body.errors.map((error: { row: number }) => error.row)).toEqual([2, 3, 4, 5]);
    expect(await storedDays()).toEqual(before);
  });

  it("refuses a day not yet over and more than the system could make", async () => {
    const answer = await as(officeCookie).post(path(), {
      readings: [
        { date: "2026-09-03", kWh: 31 },
        { date: "2099-01-01", kWh: 10 },
        { date: "2026-09-04", kWh: 31000 },
      ],
    });
    expect(answer.body).toEqual({
      imported: 0,
      skipped: 3,
      errors: [
        { row: 2, message: "2099-01-01 has not ended yet" },
        { row: 3, message: "31000 kWh is more than a 8 kW system can make in a day" },
      ],
    });
  });

  it("answers a file of another format, a missing source and bad JSON with 400s naming the field", async () => {
    const wrong = await as(officeCookie).upload(path(), "plain.csv", "enphase");
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.file).toMatch(/Date\/Time and Energy Produced \(Wh\)/);
    const noSource = await as(officeCookie).upload(path(), "plain.csv", "tesla");
    expect(noSource.status).toBe(400);
    expect(Object.keys(noSource.body.errors)).toEqual(["source"]);
    const bad = await as(officeCookie).post(path(), { readings: [{ date: "2026-02-30", kWh: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      "readings.0.date": "Please enter a date as YYYY-MM-DD",
      "readings.0.kWh": "Please enter the kWh produced that day, zero or more",
    });
  });

  it("is the office's: a client or technician may not write", async () => {
    expect((await as(clientCookie).post(path(), { readings: [{ date: "2026-09-05", kWh: 1 }] })).status).toBe(403);
    expect((await as(technicianCookie).post(path(), { readings: [{ date: "2026-09-05", kWh: 1 }] })).status).toBe(403);
  });
});

describe("reading production", () => {
  it("gives each month's actual against expected, with the estimate's source", async () => {
    const answer = await as(clientCookie).get(`${path()}?from=2026-09&to=2026-10`);
    expect(answer.status).toBe(200);
    expect(answer.body.expectedSource).toBe("savings-model");
    expect(answer.body.months).toEqual([
      // 8 kW facing south: September 145 kWh/kW, October 114, less 0.5% in the second year.
      { month: "2026-09", expectedKwh: 1154.2, actualKwh: 60.7, daysWithData: 2, daysWithoutData: 28 },
      { month: "2026-10", expectedKwh: 907.4, actualKwh: 95.6, daysWithData: 5, daysWithoutData: 26 },
    ]);
  });

  it("answers another client and a technician without reach 404, as for a missing system", async () => {
    expect((await as(otherClientCookie).get(path())).status).toBe(404);
    expect((await as(technicianCookie).get(path())).status).toBe(404);
    expect((await as(clientCookie).get(path())).status).toBe(200);
    expect((await as(officeCookie).get(`${path()}?from=2026-13`)).status).toBe(400);
  });
});

describe("monitoring settings", () => {
  it("the office records the roof, which the expectation then follows", async () => {
    const saved = await request(testApp.app)
      .patch(`/api/service/systems/${systemId}/monitoring`)
      .set("Cookie", officeCookie)
      .send({ orientation: "e", tilt: "low", shading: "light" });
    expect(saved.status).toBe(200);
    const answer = await as(officeCookie).get(`${path()}?from=2026-10&to=2026-10`);
    // 8 kW on an east roof with light shade: 114 × 0.85 × 0.9 × 0.995 kWh per kW in October.
    expect(answer.body.months[0].expectedKwh).toBe(694.2);
  });

  it("mutes with a reason and a last day, both or neither", async () => {
    const half = await request(testApp.app)
      .patch(`/api/service/systems/${systemId}/monitoring`)
      .set("Cookie", officeCookie)
      .send({ mutedUntil: "2026-12-31" });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({
      muteReason: "Say why the alerts are muted, with the last day they stay muted",
    });
    const muted = await request(testApp.app)
      .patch(`/api/service/systems/${systemId}/monitoring`)
      .set("Cookie", officeCookie)
      .send({ mutedUntil: "2026-12-31", muteReason: "Re-roof in December" });
    expect(muted.body).toMatchObject({ mutedUntil: "2026-12-31", muteReason: "Re-roof in December" });
    const byClient = await request(testApp.app)
      .patch(`/api/service/systems/${systemId}/monitoring`)
      .set("Cookie", clientCookie)
      .send({});
    expect(byClient.status).toBe(403);
  });

  it("records a town's shutoff day once", async () => {
    const day = { day: "2026-10-02", city: "Redding", note: "PG&E PSPS event 2026-10" };
    expect((await as(officeCookie).post("/api/service/shutoff-days", day)).status).toBe(201);
    const twice = await as(officeCookie).post("/api/service/shutoff-days", { ...day, city: "redding" });
    expect(twice.status).toBe(409);
  });
});
