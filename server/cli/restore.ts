import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { backupFileLines } from "#server/backup/backup-file.ts";
import { describeBackup } from "#server/backup/describe-backup.ts";
import { restoreBackup, RestoreRefusedError } from "#server/backup/restore-backup.ts";
import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { fail, readCommandLine } from "./command-line.ts";

const usage = `Restores a backup made by \`npm run backup\` into the configured database: DATABASE_URL, or the
embedded database in DATA_DIR. The target must be empty unless --force, which replaces all it holds.
Migrations newer than the backup are applied; on any error nothing is changed.

  npm run restore -- FILE [--force]`;

const { values, positionals } = readCommandLine(usage, { force: { type: "boolean" } });
const [file] = positionals;
if (!file || positionals.length > 1) fail(`Give one backup FILE.\n\n${usage}`);
if (!fs.existsSync(file)) fail(`No such file: ${file}`);
const config = loadConfigOrExit();
const started = performance.now();

let handle;
try {
  handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
} catch (error) {
  if (error instanceof DataDirInUseError) fail(error.message);
  fail(`Cannot open the target database: ${(error as Error).message}`);
}
const target = handle.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${config.DATA_DIR}`;
try {
  const summary = await restoreBackup(handle, backupFileLines(file), { force: values.force });
  console.log(describeBackup(summary, { durationMs: performance.now() - started }));
  console.log(`Restored ${file} into ${target}.`);
} catch (error) {
  process.exitCode = 1;
  console.error(
    error instanceof RestoreRefusedError
      ? error.message
      : `Restore failed, nothing was changed: ${(error as Error).message}`,
  );
} finally {
  await handle.close();
}
