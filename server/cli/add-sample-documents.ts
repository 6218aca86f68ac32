import { addSampleDocuments } from "#app/areas/library/index.server.ts";
import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { fail, readCommandLine } from "./command-line.ts";

const usage = `Adds the sample documents (server/seed-documents, marked as samples) to the document library of the
configured database, through the upload's own path: stored, extracted and indexed. Remove them with
npm run documents:remove-samples.

  npm run documents:add-samples`;

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
  const ids = await addSampleDocuments(handle.db);
  console.log(`Added ${ids.size} sample documents to the library.`);
} catch (error) {
  process.exitCode = 1;
  console.error(`The samples could not be added: ${(error as Error).message}`);
} finally {
  await handle.close();
}
