import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrate.ts";
import { openTemporaryPostgres } from "./test-database.ts";

/**
 * The migrations folder as it stood before the migration whose tag `isTag` names: its SQL files and a journal cut
 * before it, in a temporary folder the caller removes. A migration test stores rows as the site stored them then.
 */
export function migrationsFolderBefore(isTag: (tag: string) => boolean): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => isTag(entry.tag)),
  );
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Runs the migrations of `folder` on the database, whichever kind it is. */
export async function migrateTo(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === "postgres") await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  else await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
}

/** The empty databases a migration test runs on: PGlite always, PostgreSQL when the run has one. */
export const migrationDatabases: [string, () => Promise<DatabaseHandle>][] = [
  ["PGlite", () => openDatabase({ dataDir: "memory://" })],
  ...(process.env.TEST_DATABASE_URL
    ? ([["PostgreSQL", () => openTemporaryPostgres()]] as [string, () => Promise<DatabaseHandle>][])
    : []),
];
