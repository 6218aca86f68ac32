import { removeSampleDocuments } from "#app/areas/library/index.server.ts";
import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { fail, readCommandLine } from "./command-line.ts";

const usage = `Removes every sample document (marked as a sample) from the document library of the configured
database, with its passages and its file, in one transaction. Documents the office added are untouched.

  npm run documents:remove-samples`;

readCommandLine(usage, {});
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
  const removed = await removeSampleDocuments(handle.db);
  console.log(`Removed ${removed} sample document${removed === 1 ? "" : "s"}.`);
} catch (error) {
  process.exitCode = 1;
  console.error(`Nothing was removed: ${(error as Error).message}`);
} finally {
  await handle.close();
}
