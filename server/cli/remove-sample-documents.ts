import { removeSampleDocuments } from "#app/areas/library/index.server.ts";
import { readCommandLine } from "./command-line.ts";
import { runOnConfiguredDatabase } from "./configured-database.ts";

const usage = `Removes every sample document (marked as a sample) from the document library of the configured
database, with its passages and its file, in one transaction. Documents the office added are untouched.

  npm run documents:remove-samples`;

readCommandLine(usage, {});
await runOnConfiguredDatabase("Nothing was removed", async (db) => {
  const removed = await removeSampleDocuments(db);
  console.log(`Removed ${removed} sample document${removed === 1 ? "" : "s"}.`);
});
