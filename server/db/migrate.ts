import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client.ts";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Any fixed number shared by every instance of this application. */
const MIGRATION_LOCK_KEY = 7_240_511;

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
