import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { migrateDatabase, migrationsFolder } from "./migrate.ts";

const migrationCount = (
  JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: unknown[] }
).entries.length;

/** Two handles on one fresh, empty database: two instances starting at once. */
async function twoInstances(): Promise<{ a: DatabaseHandle; b: DatabaseHandle; cleanup: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    // PGlite admits one process: both "instances" share its one connection, as in production.
    const handle = await openDatabase({ dataDir: "memory://" });
    return { a: handle, b: handle, cleanup: () => handle.close() };
  }
  const name = `migrate_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const a = await openDatabase({ url: url.toString(), poolSize: 2 });
  const b = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    a,
    b,
    cleanup: async () => {
      await a.close();
      await b.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

describe("migrateDatabase", () => {
  it("migrates exactly once when two instances start together", async () => {
    const { a, b, cleanup } = await twoInstances();
    try {
      await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
      const result = await a.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      expect((result as unknown as { rows: { applied: number }[] }).rows[0]!.applied).toBe(migrationCount);
      // Running again is a no-op.
      await migrateDatabase(b);
      const again = await b.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      expect((again as unknown as { rows: { applied: number }[] }).rows[0]!.applied).toBe(migrationCount);
    } finally {
      await cleanup();
    }
  });
});
