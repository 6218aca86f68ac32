import path from "node:path";
import { performance } from "node:perf_hooks";
import { backupStream, saveBackupFile, type SavedBackup } from "#server/backup/backup-file.ts";
import { requestBackup } from "#server/backup/backup-socket.ts";
import { describeBackup } from "#server/backup/describe-backup.ts";
import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { fail, readCommandLine } from "./command-line.ts";

const usage = `Writes a backup of every table (accounts, leads, subscribers, mail, telemetry...) to FILE.

  npm run backup -- --out FILE

From DATABASE_URL, or from the embedded database in DATA_DIR, also while the site runs: it reads one
consistent snapshot. See docs/operators/backups.md.`;

const { values } = readCommandLine(usage, { out: { type: "string" } });
if (!values.out) fail(`--out FILE is required.\n\n${usage}`);
const file = path.resolve(values.out);
const config = loadConfigOrExit();
const started = performance.now();

/** From the database itself, or, when the running server holds the PGlite directory, through that server. */
async function backUp(): Promise<{ saved: SavedBackup; source: string }> {
  let handle;
  try {
    handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const saved = await saveBackupFile(file, requestBackup(config.DATA_DIR)).catch((cause: Error) => {
      throw new Error(
        `the server (process ${error.pid}) holding ${config.DATA_DIR} did not send a complete backup: ${cause.message}`,
      );
    });
    return { saved, source: `the embedded database in ${config.DATA_DIR}, through the running server` };
  }
  try {
    const saved = await saveBackupFile(file, backupStream(handle));
    return { saved, source: handle.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${config.DATA_DIR}` };
  } finally {
    await handle.close();
  }
}

try {
  const { saved, source } = await backUp();
  console.log(describeBackup(saved, { bytes: saved.bytes, durationMs: performance.now() - started }));
  console.log(`Backup written to ${file} (from ${source}).`);
} catch (error) {
  fail(`Backup failed, no file was written: ${(error as Error).message}`);
}
