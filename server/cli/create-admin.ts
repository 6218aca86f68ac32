import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { readPassword, runCreateAdmin } from "./create-admin-command.ts";
import { readHidden } from "./read-hidden.ts";

process.exitCode = await runCreateAdmin(
  process.argv.slice(2),
  {
    openDatabase: () => {
      const config = loadConfigOrExit();
      return openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
    },
    readPassword: () =>
      readPassword({ env: process.env, terminal: { isTTY: Boolean(process.stdin.isTTY), readHidden } }),
  },
  { log: (line) => console.log(line), error: (line) => console.error(line) },
);
