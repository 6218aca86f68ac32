import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump every test file starts from. */
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated database each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * A new database takes seconds to migrate, so it is done once per run; each
 * test file then starts from a copy of this template and is isolated from the others.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  const pglite = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await pglite.dumpDataDir("none");
  await handle.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pglite-template-"));
  const file = path.join(dir, "template.tar");
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
