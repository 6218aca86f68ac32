import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { fail } from "./command-line.ts";

/**
 * Runs a one-off command's work on the configured database, opened and migrated, then closed. A database that cannot
 * be opened (a running server holds its data directory) ends the command at once; a failure of the work is printed
 * after `failure` and exits 1.
 */
export async function runOnConfiguredDatabase(
  failure: string,
  work: (db: Database, handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const config = loadConfigOrExit();
  let handle;
  try {
    handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    fail(`Cannot open the database: ${(error as Error).message}`);
  }
  try {
    await migrateDatabase(handle);
    await work(handle.db, handle);
  } catch (error) {
    process.exitCode = 1;
    console.error(`${failure}: ${(error as Error).message}`);
  } finally {
    await handle.close();
  }
}
