import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";

/** A migrated database of this test file's own: a PGlite copy, or a PostgreSQL database cloned from the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresTemplate = inject("postgresTemplate");
  if (postgresTemplate) {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
    return {
      ...handle,
      async close() {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = await fs.readFile(inject("pgliteTemplate"));
  return openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) });
}
