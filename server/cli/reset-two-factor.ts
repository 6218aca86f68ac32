import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { runResetTwoFactor } from "./reset-two-factor-command.ts";

const config = loadConfigOrExit();
process.exitCode = await runResetTwoFactor(
  process.argv.slice(2),
  {
    openDatabase: () => openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 }),
  },
  { log: (line) => console.log(line), error: (line) => console.error(line) },
);
