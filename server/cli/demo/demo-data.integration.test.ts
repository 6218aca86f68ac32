import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { officeToday } from "#app/lib/office-time.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { queryRows } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { noteRowsBefore, registerRowsSince } from "#server/demo-data/capture.ts";
import { demoRecords } from "#server/demo-data/tables.ts";
import { demoDataPresent } from "#app/lib/demo-data.server.ts";
import { removeDemoRecords } from "#server/demo-data/remove.ts";
import { seedEveryTable, seedSettings } from "#tests/support/seed-every-table.ts";
import { tableFingerprints } from "#tests/support/table-fingerprints.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { DEMO_PRESENT_MESSAGE, seedDemo } from "./seed.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let adminCookie: string;
beforeAll(async () => {
  testApp = await createTestApp(seedSettings);
  ({ adminCookie } = await seedEveryTable(testApp));
  // seedEveryTable registers a row as demo so the backup test covers the registry; this test starts without demo data.
  await testApp.services.db.delete(demoRecords);
});
afterAll(() => testApp.close());

const now = new Date();
const seedOnce = () =>
  seedDemo(testApp.services.database, testApp.services.config, createLogger(testApp.services.config), {
    seed: 7,
    scale: 0.01,
    now,
  });

/** The analytics page's lead count over the last four years, as staff read it. */
async function leadsCounted(): Promise<number> {
  const from = officeToday(new Date(now.getTime() - 4 * 365 * DAY_MS));
  const res = await request(testApp.app)
    .get(`/api/analytics/leads?from=${from}&to=${officeToday(now)}&bucket=month`)
    .set("Cookie", adminCookie);
  expect(res.status).toBe(200);
  return res.body.total as number;
}

// Dozens of records through the services on the embedded database: seconds, not milliseconds.
it(
  "seeds three years of demo records beside the real ones, counted like them, refuses a second seed, and its removal leaves every table as it was",
  { timeout: 300_000 },
  async () => {
    const handle = testApp.services.database;
    const before = await tableFingerprints(handle);
    const leadsBefore = await leadsCounted();
    expect(await demoDataPresent(handle.db)).toBe(false);

    const added = await seedOnce();
    for (const table of [
      "leads",
      "appointments",
      "orders",
      "projects",
      "installed_systems",
      "production_readings",
      "service_tickets",
      "performance_reports",
    ]) {
      expect(added[table], table).toBeGreaterThan(0);
    }
    expect(added.mail_outbox, "a demo seed queues no mail").toBeUndefined();
    expect(await demoDataPresent(handle.db)).toBe(true);

    // The demo's people are @example.com, and its leads spread over three years up to today.
    const [spread] = await queryRows<{ first: Date; last: Date; others: number }>(
      handle.db,
      sql`select min(l.created_at) as "first", max(l.created_at) as "last",
                 count(*) filter (where c.email not like '%@example.com')::int as "others"
          from ${leads} l join demo_records d on d.table_name = 'leads' and d.record_key = l.id::text
          join ${customers} c on c.id = l.customer_id`,
    );
    expect(spread!.others).toBe(0);
    expect(new Date(spread!.first).getTime()).toBeLessThan(now.getTime() - 2 * 365 * DAY_MS);
    expect(new Date(spread!.last).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(spread!.first).getTime()).toBeGreaterThanOrEqual(now.getTime() - 3 * 365 * DAY_MS - DAY_MS);

    // The sales team's moves are on the leads' timelines when they were made, not when the seed ran.
    const [moves] = await queryRows<{ first: Date; seededToday: number }>(
      handle.db,
      sql`select min(a.created_at) as "first", count(*) filter (where a.created_at > ${now.toISOString()}::timestamptz)::int as "seededToday"
          from lead_activities a join demo_records d on d.table_name = 'lead_activities' and d.record_key = a.id::text
          where a.kind = 'status_changed'`,
    );
    expect(new Date(moves!.first).getTime()).toBeLessThan(now.getTime() - 2 * 365 * DAY_MS);
    expect(moves!.seededToday).toBe(0);

    // Through the same paths, so the analytics page counts them as it counts real leads.
    expect(await leadsCounted()).toBe(leadsBefore + added.leads!);

    await expect(seedOnce()).rejects.toThrow(DEMO_PRESENT_MESSAGE);

    const { demo_records: _registry, ...removed } = { ...(await removeDemoRecords(handle.db)), demo_records: 0 };
    expect(removed).toEqual(added);
    expect(await demoDataPresent(handle.db)).toBe(false);
    expect(await tableFingerprints(handle)).toEqual(before);
    expect(await leadsCounted()).toBe(leadsBefore);
  },
);

it("a seed that changed a record that was there before it keeps nothing", async () => {
  const db = testApp.services.db;
  const before = await tableFingerprints(testApp.services.database);
  await expect(
    db.transaction(async (tx) => {
      const capture = await noteRowsBefore(tx);
      await tx.execute(
        sql`update ${leads} set customer_name = customer_name || '.' where id = (select min(id::text)::uuid from ${leads})`,
      );
      return registerRowsSince(tx, capture);
    }),
  ).rejects.toThrow("the seed changed or removed rows that were there before it, so nothing was kept: leads (1)");
  expect(await tableFingerprints(testApp.services.database)).toEqual(before);
});

// The command starts a process of its own: seconds, not milliseconds.
it(
  "npm run demo:seed refuses a production configuration without --force, and adds nothing",
  { timeout: 90_000 },
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-seed-"));
    try {
      const { DATABASE_URL: _url, ...inherited } = process.env;
      const result = spawnSync(
        process.execPath,
        ["--import", "tsx", path.join(import.meta.dirname, "../demo-seed.ts")],
        {
          env: {
            ...inherited,
            NODE_ENV: "production",
            APP_SECRET: "a-production-secret-of-32-characters-or-more",
            LOG_LEVEL: "silent",
            DATA_DIR: dataDir,
          },
          encoding: "utf8",
          timeout: 60_000,
        },
      );
      expect(result.stderr.trim()).toBe(
        "This is a production configuration (NODE_ENV=production): nothing was added. Add --force to seed it anyway.",
      );
      expect(result.status).toBe(1);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
