import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { performance } from "node:perf_hooks";
import { linesOf } from "#server/backup/backup-file.ts";
import { describeBackup } from "#server/backup/describe-backup.ts";
import { restoreBackup, RestoreRefusedError } from "#server/backup/restore-backup.ts";
import { writeBackup } from "#server/backup/write-backup.ts";
import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { fail, readCommandLine } from "./command-line.ts";

const usage = `Copies everything from the configured database (the embedded one in DATA_DIR, or DATABASE_URL) into
an empty PostgreSQL database, in one transaction there. Stop the site first. See docs/operators/backups.md.

  npm run db:move -- --to postgres://USER:PASSWORD@HOST:5432/DATABASE [--force]`;

const { values } = readCommandLine(usage, { to: { type: "string" }, force: { type: "boolean" } });
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) fail(`--to needs a postgres:// URL.\n\n${usage}`);
const config = loadConfigOrExit();
if (config.DATABASE_URL === values.to) fail("--to is the database DATABASE_URL already uses: nothing to move.");
const started = performance.now();

let source: DatabaseHandle;
try {
  source = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
} catch (error) {
  if (error instanceof DataDirInUseError) {
    fail(
      `The site (process ${error.pid}) is running on ${config.DATA_DIR}: stop it first, so that nothing it writes after the copy is lost.`,
    );
  }
  fail(`Cannot open the database to move: ${(error as Error).message}`);
}
const target = await openDatabase({ url: values.to, poolSize: 2 });

// The backup's lines go straight into the restore: no file, and the source stays read-only throughout.
const lines = new PassThrough();
const copying = writeBackup(source, lines).then(
  () => lines.end(),
  (error: unknown) => lines.destroy(error as Error),
);
try {
  const summary = await restoreBackup(target, linesOf(lines), { force: values.force });
  console.log(describeBackup(summary, { durationMs: performance.now() - started }));
  const secretFile = path.join(config.DATA_DIR, ".app-secret");
  console.log(
    [
      `Moved to ${new URL(values.to).host}. Start the site with DATABASE_URL set to that URL${config.DATABASE_URL ? "" : ` (${config.DATA_DIR} is left as it was)`}.`,
      ...(!config.APP_SECRET && fs.existsSync(secretFile)
        ? [
            `Keep the signing key: set APP_SECRET=$(cat ${secretFile}), or unsubscribe links already mailed stop working.`,
          ]
        : []),
    ].join("\n"),
  );
} catch (error) {
  process.exitCode = 1;
  lines.destroy(new Error("the move stopped"));
  console.error(
    error instanceof RestoreRefusedError
      ? error.message
      : `Move failed, nothing was changed: ${(error as Error).message}`,
  );
} finally {
  await copying;
  await Promise.all([source.close(), target.close()]);
}
