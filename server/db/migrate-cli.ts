import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "./client.ts";
import { DataDirInUseError } from "./data-dir-lock.ts";
import { migrateDatabase } from "./migrate.ts";

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfigOrExit();
try {
  const handle = await openDatabase({ url: config.DATABASE_URL, poolSize: 2, dataDir: config.DATA_DIR });
  await migrateDatabase(handle);
  await handle.close();
  console.log(`Migrations applied (${handle.kind}).`);
} catch (error) {
  console.error(error instanceof DataDirInUseError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
