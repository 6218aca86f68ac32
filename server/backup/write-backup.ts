import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { queryRows, type Database, type DatabaseHandle } from "#server/db/client.ts";
import { appliedMigrations } from "#server/db/migrate.ts";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupSummary,
  type SequenceLine,
} from "./backup-format.ts";
import { APP_SCHEMA, listSequences, listTables, type BackupTable } from "./catalog.ts";
import { useCanonicalTextOutput } from "./canonical-text.ts";

type Transaction = Pick<Database, "execute">;

/** Rows fetched at once aim at this many bytes: a table of documents is read a few rows at a time. */
const FETCH_TARGET_BYTES = 4 * 1024 * 1024;
const MAX_FETCH_ROWS = 2_000;

async function writeLine(out: Writable, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await once(out, "drain");
}

/**
 * Writes every table of the database to `out` as backup lines, read in one repeatable-read snapshot: the
 * backup is what the database held at one instant, whatever the site writes meanwhile. On PGlite the
 * snapshot is a transaction on its one connection, so the site's queries wait until the backup is written.
 */
export async function writeBackup(handle: DatabaseHandle, out: Writable): Promise<BackupSummary> {
  return handle.db.transaction(
    async (tx) => {
      await useCanonicalTextOutput(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        database: handle.kind,
        migrations: await appliedMigrations(tx),
      };
      await writeLine(out, JSON.stringify(header));
      const summary: BackupSummary = { tables: [], rows: 0 };
      for (const table of await listTables(tx)) {
        const rows = await writeTable(tx, table, out);
        summary.tables.push({ name: table.name, rows });
        summary.rows += rows;
      }
      for (const name of await listSequences(tx)) {
        await writeLine(out, JSON.stringify(await readSequence(tx, name)));
      }
      await writeLine(out, JSON.stringify({ end: true, tables: summary.tables.length, rows: summary.rows }));
      return summary;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function writeTable(tx: Transaction, table: BackupTable, out: Writable): Promise<number> {
  const columns = table.columns.map(({ name, encoding }) => ({ name, encoding }));
  await writeLine(out, JSON.stringify({ table: table.name, columns }));
  const values = table.columns.map((column, index) => {
    const value =
      column.encoding === "base64"
        ? sql`encode(${sql.identifier(column.name)}, 'base64')`
        : sql`${sql.identifier(column.name)}::text`;
    return sql`${value} as ${sql.identifier(`c${index}`)}`;
  });
  // PostgreSQL breaks base64 into lines of 76; removed here, since translate() in SQL took 4 s per 40 MB.
  const valueOf = (row: Record<string, string | null>, index: number) => {
    const value = row[`c${index}`] ?? null;
    return value !== null && table.columns[index]!.encoding === "base64" ? value.replaceAll("\n", "") : value;
  };
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select ${sql.join(values, sql`, `)} from ${sql.identifier(APP_SCHEMA)}.${sql.identifier(table.name)}`,
  );
  const digest = createHash("sha256");
  let count = 0;
  let fetchRows = table.columns.some((column) => column.encoding === "base64") ? 1 : 100;
  for (;;) {
    const rows = await queryRows<Record<string, string | null>>(
      tx,
      sql`fetch forward ${sql.raw(String(fetchRows))} from backup_rows`,
    );
    if (rows.length === 0) break;
    let bytes = 0;
    for (const row of rows) {
      const line = JSON.stringify(table.columns.map((_, index) => valueOf(row, index)));
      digest.update(`${line}\n`);
      bytes += line.length;
      await writeLine(out, line);
    }
    count += rows.length;
    fetchRows = Math.max(1, Math.min(MAX_FETCH_ROWS, Math.floor(FETCH_TARGET_BYTES / (bytes / rows.length))));
  }
  await tx.execute(sql`close backup_rows`);
  await writeLine(out, JSON.stringify({ tableEnd: table.name, rows: count, sha256: digest.digest("hex") }));
  return count;
}

async function readSequence(tx: Transaction, name: string): Promise<SequenceLine> {
  const [state] = await queryRows<{ lastValue: string; isCalled: boolean }>(
    tx,
    sql`select last_value::text as "lastValue", is_called as "isCalled" from ${sql.identifier(APP_SCHEMA)}.${sql.identifier(name)}`,
  );
  return { sequence: name, lastValue: state!.lastValue, isCalled: state!.isCalled };
}
