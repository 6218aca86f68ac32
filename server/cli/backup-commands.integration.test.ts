import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEveryTable, seedSettings } from "#tests/support/seed-every-table.ts";
import { tableFingerprints } from "#tests/support/table-fingerprints.ts";
import { createTemporaryPostgres } from "#tests/support/test-database.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createApp } from "#server/composition/app.ts";
import { createLogger } from "#server/logger.ts";
import { type AppServices } from "#server/services.ts";
import { closeServices, createServices, startBackgroundWork } from "#server/composition/services.ts";

const run = promisify(execFile);

/** Runs an npm command's script as `npm run` does, with these settings; resolves with its exit code and output. */
async function command(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let workDir: string;
let running: AppServices;
let siteDir: string;
beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "backup-commands-"));
  siteDir = path.join(workDir, "site");
  // The site, serving from its PGlite directory: this process holds the directory's lock.
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: siteDir, ...seedSettings });
  running = await createServices(config, createLogger(config));
  startBackgroundWork(running);
  await seedEveryTable({ app: createApp({ services: running }), services: running, close: async () => {} });
}, 120_000);
afterAll(async () => {
  await closeServices(running);
  await fs.rm(workDir, { recursive: true, force: true });
});

describe("npm run backup and npm run restore", () => {
  it("back up the PGlite directory of the running site and restore it into another, once", async () => {
    const file = path.join(workDir, "site.backup");
    const backup = await command("server/cli/backup.ts", ["--out", file], { DATA_DIR: siteDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^\d+ tables, [\d,]+ rows, [\d.,]+ kB, [\d.]+ s$/m);
    expect(backup.stdout).toContain(`through the running server`);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(workDir, "restored");
    const restore = await command("server/cli/restore.ts", [file], { DATA_DIR: restoredDir });
    expect(restore.code).toBe(0);
    const again = await command("server/cli/restore.ts", [file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The target database is not empty/);

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await tableFingerprints(restored)).toEqual(await tableFingerprints(running.database));
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("write no file when the backup fails", async () => {
    const file = path.join(workDir, "nowhere", "site.backup");
    const backup = await command("server/cli/backup.ts", ["--out", file], { DATA_DIR: siteDir });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/^Backup failed, no file was written: /);
    await expect(fs.stat(file)).rejects.toThrow();
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("npm run db:move", () => {
  it("refuses while the site runs, then moves everything into an empty PostgreSQL database", async () => {
    const postgres = await createTemporaryPostgres();
    try {
      const busy = await command("server/cli/db-move.ts", ["--to", postgres.url], { DATA_DIR: siteDir });
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/is running on .*: stop it first/);

      const stopped = path.join(workDir, "stopped-site");
      const file = path.join(workDir, "for-move.backup");
      expect((await command("server/cli/backup.ts", ["--out", file], { DATA_DIR: siteDir })).code).toBe(0);
      expect((await command("server/cli/restore.ts", [file], { DATA_DIR: stopped })).code).toBe(0);
      const move = await command("server/cli/db-move.ts", ["--to", postgres.url], { DATA_DIR: stopped });
      expect(move.stderr).toBe("");
      expect(move.code).toBe(0);

      const moved = await openDatabase({ url: postgres.url });
      try {
        expect(await tableFingerprints(moved)).toEqual(await tableFingerprints(running.database));
      } finally {
        await moved.close();
      }
    } finally {
      await postgres.drop();
    }
  }, 180_000);
});
