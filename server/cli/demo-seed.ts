import { loadConfigOrExit } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { fail, readCommandLine } from "./command-line.ts";
import { runOnConfiguredDatabase } from "./configured-database.ts";
import { DemoAlreadyPresent, seedDemo } from "./demo/seed.ts";
import { countsByTable } from "./demo-counts.ts";

const usage = `Fills the configured database with three years of realistic demo activity up to today (leads, bookings,
shop orders, installation projects and their systems with a year of daily production, service tickets), written
through the same services as real records and marked as demo data. No mail is sent. Refuses when demo data is
already there, and on a production configuration (NODE_ENV=production) unless --force. Remove it all with
npm run demo:remove.

  npm run demo:seed [-- --seed <number>] [--scale <factor>] [--force]

  --seed   the same number writes the same records (default 1)
  --scale  times the default volume of about 3,000 leads (default 1; e.g. 0.1 to try, 10 to benchmark)
  --force  seed a production configuration anyway`;

const { values } = readCommandLine(usage, {
  seed: { type: "string", default: "1" },
  scale: { type: "string", default: "1" },
  force: { type: "boolean", default: false },
});
const seed = Number(values.seed);
const scale = Number(values.scale);
if (!Number.isInteger(seed) || seed < 0) fail(`--seed must be a whole number, not ${values.seed}\n\n${usage}`);
if (!(scale > 0 && scale <= 100))
  fail(`--scale must be a number above 0 and at most 100, not ${values.scale}\n\n${usage}`);
const config = loadConfigOrExit();
if (config.NODE_ENV === "production" && !values.force) {
  fail("This is a production configuration (NODE_ENV=production): nothing was added. Add --force to seed it anyway.");
}

await runOnConfiguredDatabase("Nothing was added", async (_db, handle) => {
  const started = Date.now();
  try {
    const added = await seedDemo(handle, config, createLogger(config), { seed, scale, now: new Date() });
    console.log(`Added demo data (seed ${seed}, scale ${scale}) in ${Math.round((Date.now() - started) / 1000)} s:`);
    console.log(countsByTable(added));
  } catch (error) {
    if (!(error instanceof DemoAlreadyPresent)) throw error;
    // Said as it is, and the database closed as after any refusal.
    console.error(error.message);
    process.exitCode = 1;
  }
});
