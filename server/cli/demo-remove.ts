import { removeDemoRecords } from "#server/demo-data/remove.ts";
import { readCommandLine } from "./command-line.ts";
import { runOnConfiguredDatabase } from "./configured-database.ts";
import { countsByTable } from "./demo-counts.ts";

const usage = `Removes every record npm run demo:seed added to the configured database, and nothing else, in one
transaction. Records the office added are untouched; the database holds no demo data afterwards.

  npm run demo:remove`;

readCommandLine(usage, {});
await runOnConfiguredDatabase("Nothing was removed", async (db) => {
  const removed = await removeDemoRecords(db);
  if (Object.keys(removed).length === 0) {
    console.log("This database holds no demo data: nothing was removed.");
    return;
  }
  console.log("Removed the demo data:");
  console.log(countsByTable(removed));
});
