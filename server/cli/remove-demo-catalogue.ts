import { removeDemoCatalogue } from "#app/areas/commerce/index.server.ts";
import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { fail, readCommandLine } from "./command-line.ts";

const usage = `Removes the demo catalogue (every product marked as demo data) from the configured database's store.
Demo products nothing refers to are deleted; those an order or the stock log refers to are kept, off sale, so
orders keep their lines and the log its rows. Real products are untouched, and the demo catalogue is not seeded again.

  npm run shop:remove-demo`;

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
  const { deleted, keptOffSale } = await removeDemoCatalogue(handle.db);
  console.log(
    `Deleted ${deleted} demo product${deleted === 1 ? "" : "s"}; kept ${keptOffSale} off sale that orders or the stock log refer to.`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error(`Nothing was removed: ${(error as Error).message}`);
} finally {
  await handle.close();
}
