import type { DatabaseHandle } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import type { CommandOutput } from "./create-admin-command.ts";

/**
 * A command's database, opened and migrated; null when a running server holds the data directory (the command says
 * so and exits 1). The caller closes it.
 */
export async function openMigratedDatabase(
  openDatabase: () => Promise<DatabaseHandle>,
  output: CommandOutput,
): Promise<DatabaseHandle | null> {
  let database;
  try {
    database = await openDatabase();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    output.error(error.message);
    return null;
  }
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
