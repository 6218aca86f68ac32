import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";

export interface TestDatabaseTemplates {
  postgresTemplate: string;
  pgliteTemplate: string;
}

/** The templates the global setup made; a server process a test starts gets them in TEST_DATABASE_TEMPLATES. */
export function testDatabaseTemplates(): TestDatabaseTemplates {
  const handedDown = process.env.TEST_DATABASE_TEMPLATES;
  if (handedDown) return JSON.parse(handedDown) as TestDatabaseTemplates;
  return { postgresTemplate: inject("postgresTemplate"), pgliteTemplate: inject("pgliteTemplate") };
}

/** A migrated database of this test file's own: a PGlite copy, or a PostgreSQL database cloned from the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const { postgresTemplate, pgliteTemplate } = testDatabaseTemplates();
  if (postgresTemplate) return openTemporaryPostgres(postgresTemplate);
  const dump = await fs.readFile(pgliteTemplate);
  return openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) });
}

/** A database of its own on TEST_DATABASE_URL's server, a copy of `template` or empty (not even migrated). */
export async function createTemporaryPostgres(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The same, opened; dropped when closed. */
export async function openTemporaryPostgres(template?: string): Promise<DatabaseHandle> {
  const database = await createTemporaryPostgres(template);
  const handle = await openDatabase({ url: database.url, poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
