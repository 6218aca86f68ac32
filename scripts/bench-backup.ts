/**
 * npm run bench:backup — how long `npm run backup` and `npm run restore` take for 100,000 leads and 1 GB of
 * documents. It seeds a temporary PGlite directory (and, when BENCH_DATABASE_URL is set, a temporary PostgreSQL
 * database), backs it up to a file the way the command does (written, then read back to check every checksum),
 * restores the file into a fresh database of the same kind, and prints the times. It asserts nothing.
 *
 * The documents are random bytes (scanned PDFs and photos barely compress either) in a table this script adds as an
 * extra migration, the way the client portal's documents table will arrive: the backup finds it in the catalog.
 * BENCH_LEADS and BENCH_DOCUMENTS_MB scale the run down for a quick look.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { MigrationMeta } from "drizzle-orm/migrator";
import { seedLeads } from "./bench-seeds/leads.ts";
import { backupFileLines, backupStream, saveBackupFile } from "#server/backup/backup-file.ts";
import { describeBackup } from "#server/backup/describe-backup.ts";
import { restoreBackup } from "#server/backup/restore-backup.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { applyMigrationsInTransaction, migrateDatabase, shippedMigrations } from "#server/db/migrate.ts";
import { temporaryPostgres } from "./temporary-postgres.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const DOCUMENTS_MB = Number(process.env.BENCH_DOCUMENTS_MB ?? 1024);
const DOCUMENT_MB = 2;

const documentsMigration: MigrationMeta = {
  sql: [
    `create table bench_documents (id uuid primary key default gen_random_uuid(), created_at timestamptz not null default now(), name text not null, content bytea not null)`,
  ],
  folderMillis: Date.now(),
  hash: "bench-documents",
  bps: true,
};
const migrations = [...shippedMigrations(), documentsMigration];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seed(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await handle.db.transaction((tx) => applyMigrationsInTransaction(tx, [documentsMigration]));
  let started = performance.now();
  await seedLeads(handle.db, LEADS);
  console.log(`  seeded ${LEADS.toLocaleString("en-US")} leads in ${seconds(started)}`);
  started = performance.now();
  const documents = Math.ceil(DOCUMENTS_MB / DOCUMENT_MB);
  for (let i = 0; i < documents; i++) {
    const content = randomBytes(DOCUMENT_MB * 1024 * 1024);
    await handle.db.execute(
      sql`insert into bench_documents (name, content) values (${`scan-${i}.pdf`}, decode(${content.toString("base64")}, 'base64'))`,
    );
  }
  console.log(`  seeded ${documents} documents of ${DOCUMENT_MB} MB in ${seconds(started)}`);
}

async function bench(label: string, open: () => Promise<DatabaseHandle>, file: string): Promise<void> {
  console.log(`\n${label}`);
  const source = await open();
  try {
    await seed(source);
    let started = performance.now();
    const saved = await saveBackupFile(file, backupStream(source));
    const backupMs = performance.now() - started;
    console.log(`  npm run backup:\n${describeBackup(saved, { bytes: saved.bytes, durationMs: backupMs })}`);
    console.log(`  ${(((saved.bytes / 1024 / 1024) * 1000) / backupMs).toFixed(1)} MB/s of backup file`);

    const target = await open();
    try {
      started = performance.now();
      await restoreBackup(target, backupFileLines(file), { migrations });
      console.log(`  npm run restore into an empty database: ${seconds(started)}`);
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
    await fs.rm(file, { force: true });
  }
}

const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-backup-"));
console.log(`${LEADS.toLocaleString("en-US")} leads and ${DOCUMENTS_MB} MB of documents; ${os.cpus().length} CPUs`);
try {
  let directories = 0;
  await bench(
    "PGlite (a data directory on disk)",
    () => openDatabase({ dataDir: path.join(workDir, `data-${directories++}`) }),
    path.join(workDir, "pglite.backup"),
  );
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    const databases: Awaited<ReturnType<typeof temporaryPostgres>>[] = [];
    try {
      await bench(
        `PostgreSQL (${new URL(postgresUrl).host})`,
        async () => {
          const database = await temporaryPostgres(postgresUrl, "bench_backup");
          databases.push(database);
          return { ...database.handle, close: async () => {} };
        },
        path.join(workDir, "postgres.backup"),
      );
    } finally {
      for (const database of databases) {
        await database.handle.close();
        await database.drop();
      }
    }
  } else {
    console.log("\nSet BENCH_DATABASE_URL=postgres://... to run the same on PostgreSQL.");
  }
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}
