import { and, asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents } from "#server/audit/tables.ts";
import { startMonitoringFake, type MonitoringFake } from "#tests/support/monitoring-fake.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { customerOfAccount, insertSite } from "#tests/support/service-tickets.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { installedSystems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { addDays } from "./calendar-days.ts";
import { runConnectorFetch } from "./connector-fetch.server.ts";
import { connectorOf } from "./connector-writes.server.ts";
import { monitoringConnectors, productionReadings } from "./tables.server.ts";

/**
 * Issue 29 §2: the Enphase v4 and SolarEdge v2 connectors, against a local fake of the documented endpoints: the
 * office sets one (its credentials sealed, never answered), the job fetches daily energy through the imports' path,
 * in 7-day windows for Enphase, backs off on 429s, and stops on a retired API or refused credentials.
 */
let testApp: TestApp;
let fake: MonitoringFake;
let officeCookie: string;
let siteId: string;

const today = "2026-10-21";
/** Noon at the office on `today`: the job's "now". */
const noon = new Date(`${today}T19:00:00Z`);
const later = (ms: number) => new Date(noon.getTime() + ms);
const MINUTE = 60_000;

const connectorPath = (systemId: string) => `/api/service/systems/${systemId}/monitoring-connector`;
const save = (systemId: string, body: object) =>
  request(testApp.app).patch(connectorPath(systemId)).set("Cookie", officeCookie).send(body);

/** Every day from `from` to `to` at `wh` Wh, plus the day number so each differs. */
function daysOf(from: string, to: string, wh: number): Record<string, number> {
  const days: Record<string, number> = {};
  for (let day = from, n = 0; day <= to; day = addDays(day, 1), n += 1) days[day] = wh + n;
  return days;
}

async function newSystem() {
  const [row] = await testApp.services.db
    .insert(installedSystems)
    .values({ siteId, kind: "solar", kwDc: 6, installedOn: "2025-01-01", installer: "us" })
    .returning({ id: installedSystems.id });
  return row!.id;
}

async function connectorRow(systemId: string) {
  const [row] = await testApp.services.db
    .select()
    .from(monitoringConnectors)
    .where(eq(monitoringConnectors.systemId, systemId));
  return row!;
}

async function readingsOf(systemId: string) {
  return testApp.services.db
    .select({ day: productionReadings.day, kwh: productionReadings.kwh, source: productionReadings.source })
    .from(productionReadings)
    .where(eq(productionReadings.systemId, systemId))
    .orderBy(asc(productionReadings.day));
}

/** An Enphase system on the fake and its connector, enabled, with the credentials the fake expects. */
async function enphaseConnector(providerSiteId: string, days: Record<string, number>) {
  const systemId = await newSystem();
  const credentials = {
    apiKey: `key-${providerSiteId}`,
    clientId: `client-${providerSiteId}`,
    clientSecret: `secret-${providerSiteId}`,
    refreshToken: `first-refresh-${providerSiteId}`,
  };
  fake.enphase.set(providerSiteId, { ...credentials, days });
  const saved = await save(systemId, { provider: "enphase", providerSiteId, enabled: true, ...credentials });
  expect(saved.status).toBe(200);
  return systemId;
}

const rgmRequests = (providerSiteId: string) =>
  fake.requests.filter((each) => each.path === `/api/v4/systems/${providerSiteId}/rgm_stats`);

beforeAll(async () => {
  fake = await startMonitoringFake();
  testApp = await createTestApp({ ENPHASE_API_BASE: fake.enphaseBase, SOLAREDGE_API_BASE: fake.solarEdgeBase });
  const office = await createTestUser(testApp, { userType: "office" });
  officeCookie = await signedInCookie(testApp, office.id);
  const client = await createTestUser(testApp, { emailVerified: true });
  siteId = await insertSite(testApp, await customerOfAccount(testApp, client));
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.enphaseTooMany = 0;
  fake.solarEdgeTooMany = 0;
});

describe("setting a system's monitoring connector", () => {
  it("keeps the credentials sealed: never in the row, the answer, the page's view or the audit trail", async () => {
    const systemId = await newSystem();
    const refused = await save(systemId, { provider: "enphase", providerSiteId: "12", enabled: false, apiKey: "k" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["clientId", "clientSecret", "refreshToken"]);
    const badId = await save(systemId, { provider: "solaredge", providerSiteId: "site 9", enabled: false });
    expect(badId.status).toBe(400);
    expect(badId.body.errors.providerSiteId).toBeDefined();

    const body = { provider: "solaredge", providerSiteId: "77", enabled: false, apiKey: "se-user-key-1" };
    const saved = await save(systemId, { ...body, accountApiKey: "se-account-key-1" });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain("se-user-key-1");
    const row = await connectorRow(systemId);
    expect(row.enabled).toBe(false);
    expect(row.sealedCredentials).not.toContain("se-user-key-1");
    expect(row.sealedCredentials).not.toContain("se-account-key-1");
    const view = await connectorOf(testApp.services.db, testApp.services.secret, systemId);
    expect(view).toMatchObject({ provider: "solaredge", providerSiteId: "77", credentialsSet: { apiKey: true } });
    expect(JSON.stringify(view)).not.toContain("se-");
    const [audit] = await testApp.services.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, systemId), eq(auditEvents.action, "site.save-monitoring-connector")));
    expect(JSON.stringify(audit!.after)).not.toContain("se-user-key-1");
    expect(JSON.stringify(audit!.after)).not.toContain("se-account-key-1");

    // Blank credentials keep the stored ones; only the switch changes.
    expect((await save(systemId, { ...body, apiKey: "", enabled: true })).status).toBe(200);
    expect((await connectorRow(systemId)).enabled).toBe(true);
    const removed = await request(testApp.app)
      .post(`${connectorPath(systemId)}/remove`)
      .set("Cookie", officeCookie)
      .send({});
    expect(removed.status).toBe(200);
    expect(await connectorOf(testApp.services.db, testApp.services.secret, systemId)).toBeNull();
  });

  it("is off by default: a connector saved without enabling is never fetched", async () => {
    const systemId = await newSystem();
    fake.solarEdge.set("78", { apiKey: "u", accountKey: "a", days: daysOf("2026-10-01", "2026-10-20", 20_000) });
    expect(
      (await save(systemId, { provider: "solaredge", providerSiteId: "78", apiKey: "u", accountApiKey: "a" })).status,
    ).toBe(400);
    await save(systemId, {
      provider: "solaredge",
      providerSiteId: "78",
      enabled: false,
      apiKey: "u",
      accountApiKey: "a",
    });
    await runConnectorFetch(testApp.services, noon);
    expect(fake.requests).toEqual([]);
    expect(await readingsOf(systemId)).toEqual([]);
  });
});

describe("the Enphase connector", () => {
  it("fetches the last 30 days in 7-day windows and stores them as an import would", async () => {
    const systemId = await enphaseConnector("1001", daysOf("2026-09-01", today, 24_000));
    await runConnectorFetch(testApp.services, noon);
    const readings = await readingsOf(systemId);
    expect(readings).toHaveLength(30);
    expect(readings[0]).toEqual({ day: addDays(today, -30), kwh: 24.02, source: "enphase-api" });
    expect(readings.at(-1)).toEqual({ day: addDays(today, -1), kwh: 24.049, source: "enphase-api" });
    const windows = rgmRequests("1001");
    expect(windows).toHaveLength(5);
    for (const window of windows) {
      expect(Number(window.query.end_at) - Number(window.query.start_at)).toBeLessThanOrEqual(7 * 24 * 3600);
      expect(window.headers.authorization).toMatch(/^Bearer access-/);
      expect(window.query.key).toBe("key-1001");
    }
    const row = await connectorRow(systemId);
    expect(row).toMatchObject({ status: "ok", fetchedThrough: addDays(today, -1), lastError: null });
    // The refresh token Enphase rotated is the one kept, sealed.
    expect(fake.enphase.get("1001")!.refreshToken).toMatch(/^refresh-/);
    expect(row.sealedCredentials).not.toContain("refresh-");
    // Fetched through yesterday: later runs today ask nothing.
    fake.requests.length = 0;
    await runConnectorFetch(testApp.services, later(60 * MINUTE));
    expect(fake.requests).toEqual([]);
  });

  it("respects the 7-day limit across a 20-day gap, each window starting where the last ended", async () => {
    const systemId = await enphaseConnector("1002", daysOf("2026-09-01", today, 30_000));
    await testApp.services.db
      .update(monitoringConnectors)
      .set({ fetchedThrough: addDays(today, -21), status: "ok" })
      .where(eq(monitoringConnectors.systemId, systemId));
    await runConnectorFetch(testApp.services, noon);
    const windows = rgmRequests("1002").map((each) => [Number(each.query.start_at), Number(each.query.end_at)]);
    expect(windows).toHaveLength(3);
    expect(windows.map(([start, end]) => (end! - start!) / 86_400)).toEqual([7, 7, 6]);
    expect(windows[1]![0]).toBe(windows[0]![1]);
    expect(windows[2]![0]).toBe(windows[1]![1]);
    expect(rgmRequests("1002").every((each) => each.status === 200)).toBe(true);
    expect((await readingsOf(systemId)).map((reading) => reading.day)).toEqual(
      Array.from({ length: 20 }, (_, index) => addDays(today, -20 + index)),
    );
  });

  it("backs off on a 429 without Retry-After, doubling each time, and later succeeds", async () => {
    const systemId = await enphaseConnector("1003", daysOf("2026-09-01", today, 20_000));
    fake.enphaseTooMany = 2;
    await runConnectorFetch(testApp.services, noon);
    // One try, refused: nothing more asked that run.
    expect(rgmRequests("1003").map((each) => each.status)).toEqual([429]);
    let row = await connectorRow(systemId);
    expect(row).toMatchObject({ status: "rate-limited", retries: 1 });
    expect(row.nextAttemptAt!.getTime() - noon.getTime()).toBe(MINUTE);
    expect(row.lastError).toContain("429");

    // Before the wait is over, nothing is asked however often the job runs.
    await runConnectorFetch(testApp.services, later(30_000));
    await runConnectorFetch(testApp.services, later(59_000));
    expect(rgmRequests("1003")).toHaveLength(1);

    await runConnectorFetch(testApp.services, later(MINUTE));
    row = await connectorRow(systemId);
    expect(row).toMatchObject({ status: "rate-limited", retries: 2 });
    expect(row.nextAttemptAt!.getTime() - later(MINUTE).getTime()).toBe(2 * MINUTE);

    await runConnectorFetch(testApp.services, later(3 * MINUTE));
    row = await connectorRow(systemId);
    expect(row).toMatchObject({ status: "ok", retries: 0, lastError: null, fetchedThrough: addDays(today, -1) });
    expect(await readingsOf(systemId)).toHaveLength(30);
  });

  it("stops on refused credentials with a message, and is not tried again until the office saves it", async () => {
    const systemId = await enphaseConnector("1004", daysOf("2026-10-01", today, 20_000));
    fake.enphase.get("1004")!.clientSecret = "changed-at-enphase";
    await runConnectorFetch(testApp.services, noon);
    const row = await connectorRow(systemId);
    expect(row.status).toBe("failing");
    expect(row.lastError).toContain("refused the credentials (401)");
    fake.requests.length = 0;
    await runConnectorFetch(testApp.services, later(24 * 60 * MINUTE));
    // The next day's run fetches the other connectors; this one's refused refresh is not sent again.
    expect(fake.requests.filter((each) => each.status === 401)).toEqual([]);
    expect(await connectorRow(systemId)).toMatchObject({ status: "failing", updatedAt: row.updatedAt });
  });

  raceTest("is fetched once when two runners claim at the same moment", async () => {
    const systemId = await enphaseConnector("1005", daysOf("2026-09-01", today, 22_000));
    const [one, two] = await Promise.all([
      runConnectorFetch(testApp.services, noon),
      runConnectorFetch(testApp.services, noon),
    ]);
    expect(one + two).toBe(1);
    expect(fake.requests.filter((each) => each.path === "/oauth/token")).toHaveLength(1);
    expect(rgmRequests("1005")).toHaveLength(5);
    expect(await readingsOf(systemId)).toHaveLength(30);
  });
});

describe("the SolarEdge connector", () => {
  it("fetches daily energy from the V2 API with both keys", async () => {
    const systemId = await newSystem();
    fake.solarEdge.set("2001", {
      apiKey: "user-2001",
      accountKey: "account-2001",
      days: daysOf("2026-09-01", today, 18_500),
    });
    await save(systemId, {
      provider: "solaredge",
      providerSiteId: "2001",
      enabled: true,
      apiKey: "user-2001",
      accountApiKey: "account-2001",
    });
    await runConnectorFetch(testApp.services, noon);
    const readings = await readingsOf(systemId);
    expect(readings).toHaveLength(30);
    expect(readings.every((reading) => reading.source === "solaredge-api")).toBe(true);
    expect(fake.requests.every((each) => each.path === "/v2/monitoring/sites/2001/energy")).toBe(true);
    expect(fake.requests[0]!.headers["x-account-key"]).toBe("account-2001");
    expect(await connectorRow(systemId)).toMatchObject({ status: "ok", fetchedThrough: addDays(today, -1) });
  });

  it("marks the connector failing on a 410 from a V1 path, and does not retry", async () => {
    const v1App = await createTestApp({ SOLAREDGE_API_BASE: fake.url });
    try {
      const office = await createTestUser(v1App, { userType: "office" });
      const [row] = await v1App.services.db
        .insert(installedSystems)
        .values({
          siteId: await insertSite(
            v1App,
            await customerOfAccount(v1App, await createTestUser(v1App, { emailVerified: true })),
          ),
          kind: "solar",
          kwDc: 6,
          installedOn: "2025-01-01",
          installer: "us",
        })
        .returning({ id: installedSystems.id });
      const systemId = row!.id;
      fake.solarEdge.set("2002", { apiKey: "u", accountKey: "a", days: daysOf("2026-10-01", today, 10_000) });
      const saved = await request(v1App.app)
        .patch(connectorPath(systemId))
        .set("Cookie", await signedInCookie(v1App, office.id))
        .send({ provider: "solaredge", providerSiteId: "2002", enabled: true, apiKey: "u", accountApiKey: "a" });
      expect(saved.status).toBe(200);
      await runConnectorFetch(v1App.services, noon);
      expect(fake.requests.map((each) => each.status)).toEqual([410]);
      const [connector] = await v1App.services.db
        .select()
        .from(monitoringConnectors)
        .where(eq(monitoringConnectors.systemId, systemId));
      expect(connector!.status).toBe("failing");
      expect(connector!.lastError).toContain("410");
      expect(connector!.lastError).toContain("V1");
      await runConnectorFetch(v1App.services, later(60 * MINUTE));
      await runConnectorFetch(v1App.services, later(24 * 60 * MINUTE));
      expect(fake.requests).toHaveLength(1);
    } finally {
      await v1App.close();
    }
  });
});
