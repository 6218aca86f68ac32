import { removeDemoCatalogue } from "#app/areas/commerce/index.server.ts";
import { readCommandLine } from "./command-line.ts";
import { runOnConfiguredDatabase } from "./configured-database.ts";

const usage = `Removes the demo catalogue (every product marked as demo data) from the configured database's store.
Demo products nothing refers to are deleted; those an order or the stock log refers to are kept, off sale, so
orders keep their lines and the log its rows. Real products are untouched, and the demo catalogue is not seeded again.

  npm run shop:remove-demo`;

readCommandLine(usage, {});
await runOnConfiguredDatabase("Nothing was removed", async (db) => {
  const { deleted, keptOffSale } = await removeDemoCatalogue(db);
  console.log(
    `Deleted ${deleted} demo product${deleted === 1 ? "" : "s"}; kept ${keptOffSale} off sale that orders or the stock log refer to.`,
  );
});
