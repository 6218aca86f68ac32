import { sql } from "drizzle-orm";
import type { MigrationMeta } from "drizzle-orm/migrator";
import { queryRows, type Database, type DatabaseHandle } from "#server/db/client.ts";
import { applyMigrationsInTransaction, MIGRATION_LOCK_KEY, shippedMigrations } from "#server/db/migrate.ts";
import type { BackupHeader, BackupSummary, TableLine } from "./backup-format.ts";
import { useCanonicalTextOutput } from "./canonical-text.ts";
import { APP_SCHEMA, firstTableWithRows, hasSchemaObjects, listTables, type BackupTable } from "./catalog.ts";
import { InvalidBackupError, readBackup } from "./read-backup.ts";

/** A restore that would lose data or cannot be done by this version: nothing has been changed. */
export class RestoreRefusedError extends Error {}

type Transaction = Pick<Database, "execute">;

/** Rows sent in one INSERT: up to this many, and a few megabytes of values (a table of documents goes a few at a time). */
const MAX_BATCH_ROWS = 2_000;
const MAX_BATCH_BYTES = 8 * 1024 * 1024;

/** The shipped migrations the backup's schema had, and those to apply after its rows are in. */
function migrationsAround(
  applied: BackupHeader["migrations"],
  shipped: readonly MigrationMeta[],
): { before: MigrationMeta[]; after: MigrationMeta[] } {
  const known = new Set(shipped.map((migration) => migration.folderMillis));
  const unknown = applied.find((migration) => !known.has(migration.createdAt));
  if (unknown) {
    throw new RestoreRefusedError(
      `The backup was made by a newer version of the site (its schema has a migration of ${new Date(unknown.createdAt).toISOString()} this version does not know): restore it with that version or a newer one.`,
    );
  }
  const level = Math.max(-1, ...applied.map((migration) => migration.createdAt));
  return {
    before: shipped.filter((migration) => migration.folderMillis <= level),
    after: shipped.filter((migration) => migration.folderMillis > level),
  };
}

/**
 * Loads a backup into the database in one transaction: the schema is rebuilt as the backup's version had it, the
 * rows go in, then this version's newer migrations run over them. Any failure (a damaged file, a refused target, a
 * row the schema rejects) rolls everything back, so the target is left as it was.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  lines: AsyncIterable<string>,
  {
    force = false,
    migrations = shippedMigrations(),
  }: {
    force?: boolean;
    /** The migrations of this version of the code; tests add their own. */
    migrations?: readonly MigrationMeta[];
  } = {},
): Promise<BackupSummary> {
  const events = readBackup(lines);
  const first = await events.next();
  if (first.done || first.value.kind !== "header") throw new InvalidBackupError("The backup is empty");
  const { before, after } = migrationsAround(first.value.header.migrations, migrations);

  return handle.db.transaction(async (tx) => {
    // Instances starting meanwhile wait here instead of migrating a half-restored schema.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await useCanonicalTextOutput(tx);
    const occupied = await firstTableWithRows(tx);
    if (occupied && !force) {
      throw new RestoreRefusedError(
        `The target database is not empty (table ${occupied} has rows): nothing was restored. Add --force to replace everything it holds with the backup.`,
      );
    }
    if (await hasSchemaObjects(tx)) {
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema ${sql.identifier(APP_SCHEMA)} cascade`);
      await tx.execute(sql`create schema ${sql.identifier(APP_SCHEMA)}`);
    }
    await applyMigrationsInTransaction(tx, before);
    const schema = new Map((await listTables(tx)).map((table) => [table.name, table]));

    let loader: TableLoader | undefined;
    let summary: BackupSummary | undefined;
    for await (const event of events) {
      if (event.kind === "table") loader = new TableLoader(tx, schema, event.table);
      else if (event.kind === "row") await loader!.add(event.values);
      else if (event.kind === "tableEnd") await loader!.finish(event.rows);
      else if (event.kind === "sequence") {
        const { sequence, lastValue, isCalled } = event.sequence;
        await tx.execute(
          sql`select setval(format('%I.%I', ${APP_SCHEMA}::text, ${sequence}::text)::regclass, ${lastValue}::bigint, ${isCalled})`,
        );
      } else if (event.kind === "end") summary = event.summary;
    }
    await applyMigrationsInTransaction(tx, after);
    return summary!;
  });
}

/**
 * Inserts one table's rows in batches, then checks the table holds exactly the backup's count. A batch goes as one
 * text array per column, unnested and cast in SQL: a statement of a few parameters whatever the rows, where a VALUES
 * list of 100,000 leads took 121 s to restore here (bench:backup).
 */
class TableLoader {
  private readonly table: BackupTable;
  private readonly columns: { name: string; type: string; encoding: "text" | "base64" }[];
  private batch: (string | null)[][] = [];
  private batchBytes = 0;

  constructor(
    private readonly tx: Transaction,
    schema: Map<string, BackupTable>,
    line: TableLine,
  ) {
    const table = schema.get(line.table);
    if (!table) throw new InvalidBackupError(`The backup has a table ${line.table} its schema version does not have`);
    this.table = table;
    this.columns = line.columns.map(({ name, encoding }) => {
      const column = table.columns.find((candidate) => candidate.name === name);
      if (!column)
        throw new InvalidBackupError(`The backup has a column ${line.table}.${name} its schema does not have`);
      return { name, type: column.type, encoding };
    });
  }

  async add(values: (string | null)[]): Promise<void> {
    this.batch.push(values);
    this.batchBytes += values.reduce((sum, value) => sum + (value?.length ?? 0), 0);
    if (this.batch.length >= MAX_BATCH_ROWS || this.batchBytes >= MAX_BATCH_BYTES) await this.flush();
  }

  async finish(expectedRows: number): Promise<void> {
    await this.flush();
    const [row] = await queryRows<{ count: number }>(
      this.tx,
      sql`select count(*)::int as count from ${sql.identifier(APP_SCHEMA)}.${sql.identifier(this.table.name)}`,
    );
    const count = row?.count;
    if (count !== expectedRows) {
      throw new Error(`Table ${this.table.name} holds ${count} rows after the restore instead of ${expectedRows}`);
    }
  }

  private async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const arrays = this.columns.map((_, index) => sql`${sql.param(this.batch.map((row) => row[index]))}::text[]`);
    const aliases = this.columns.map((_, index) => sql.identifier(`c${index}`));
    const values = this.columns.map((column, index) =>
      column.encoding === "base64"
        ? sql`decode(${aliases[index]}, 'base64')`
        : sql`cast(${aliases[index]} as ${sql.raw(column.type)})`,
    );
    await this.tx.execute(
      sql`insert into ${sql.identifier(APP_SCHEMA)}.${sql.identifier(this.table.name)} (${sql.join(
        this.columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}) ${this.table.hasIdentityAlways ? sql`overriding system value ` : sql``}select ${sql.join(values, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as batch(${sql.join(aliases, sql`, `)})`,
    );
    this.batch = [];
    this.batchBytes = 0;
  }
}
