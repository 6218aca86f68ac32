import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { queryRows, type Database, type DatabaseHandle } from "./client.ts";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Any fixed number shared by every instance of this application. */
export const MIGRATION_LOCK_KEY = 7_240_511;

/** Applies pending migrations; instances starting together migrate exactly once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (handle.kind === "postgres") {
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    } else {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    }
  });
}

/** The migrations this version of the code ships, oldest first. */
export const shippedMigrations = (): MigrationMeta[] => readMigrationFiles({ migrationsFolder });

type Executor = Pick<Database, "execute">;

/** What drizzle has applied to a database, oldest first; none on an empty database. */
export async function appliedMigrations(db: Executor): Promise<{ hash: string; createdAt: number }[]> {
  const [found] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!found?.found) return [];
  const rows = await queryRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/**
 * Applies `migrations` inside the caller's transaction, keeping drizzle's own record of them (the table and rows
 * its migrator writes, so that a later start sees them as applied). drizzle's migrator commits on its own, which
 * would break a restore's all-or-nothing promise.
 */
export async function applyMigrationsInTransaction(tx: Executor, migrations: readonly MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
