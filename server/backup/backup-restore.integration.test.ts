import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { seedEveryTable, seedSettings } from "#tests/support/seed-every-table.ts";
import { tableFingerprints } from "#tests/support/table-fingerprints.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { openTemporaryPostgres } from "#tests/support/test-database.ts";
import { createTestUser } from "#tests/support/users.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase, queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { appliedMigrations, applyMigrationsInTransaction, shippedMigrations } from "#server/db/migrate.ts";
import { createApp } from "#server/composition/app.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/composition/services.ts";
import { backupFileLines, backupStream, saveBackupFile } from "./backup-file.ts";
import { InvalidBackupError } from "./read-backup.ts";
import { restoreBackup, RestoreRefusedError } from "./restore-backup.ts";

type Kind = "PGlite" | "PostgreSQL";

/** An empty database, not even migrated: what an operator restores into. */
const emptyDatabase = (kind: Kind): Promise<DatabaseHandle> =>
  kind === "PGlite" ? openDatabase({ dataDir: "memory://" }) : openTemporaryPostgres();

/** The site on a database (migrated on the way, as at start). */
async function siteOn(database: DatabaseHandle): Promise<TestApp> {
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...seedSettings });
  const services = await createServices(config, createLogger(config), database);
  return { app: createApp({ services }), services, close: () => database.close() };
}

let workDir: string;
beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "backup-test-"));
});
afterAll(() => fs.rm(workDir, { recursive: true, force: true }));

/** Every direction, PostgreSQL into the embedded database too; those with PostgreSQL run when TEST_DATABASE_URL is set. */
const allRoutes: [Kind, Kind][] = [
  ["PGlite", "PGlite"],
  ["PostgreSQL", "PostgreSQL"],
  ["PGlite", "PostgreSQL"],
  ["PostgreSQL", "PGlite"],
];
const runsHere = (kinds: Kind[]) => Boolean(process.env.TEST_DATABASE_URL) || !kinds.includes("PostgreSQL");
const routes = allRoutes.filter(runsHere);

describe.each(allRoutes)("a backup made on %s and restored on %s", (from, to) => {
  const skipped = !runsHere([from, to]);
  it.skipIf(skipped)(
    `brings back every table with the same rows, and the restored site works with them${skipped ? " (PostgreSQL only: set TEST_DATABASE_URL)" : ""}`,
    async () => {
      const site = await siteOn(await emptyDatabase(from));
      const target = await emptyDatabase(to);
      try {
        const { adminCookie, leads } = await seedEveryTable(site);
        const before = await tableFingerprints(site.services.database);
        const empty = Object.keys(before).filter((name) => before[name]!.rows === 0);
        expect(empty, "tables seedEveryTable leaves empty: seed them, so the backup test covers them").toEqual([]);

        const file = path.join(workDir, `${from}-${to}.backup`);
        const saved = await saveBackupFile(file, backupStream(site.services.database));
        expect(saved.tables.map((table) => table.name).sort()).toEqual(Object.keys(before));
        const restored = await restoreBackup(target, backupFileLines(file));

        expect(restored.rows).toBe(Object.values(before).reduce((sum, table) => sum + table.rows, 0));
        expect(await tableFingerprints(target)).toEqual(before);
        expect(await appliedMigrations(target.db)).toEqual(await appliedMigrations(site.services.db));
        // The admin's session, stored before the backup, still opens the back office on the restored database.
        const res = await request((await siteOn(target)).app)
          .get("/api/admin/leads")
          .set("Cookie", adminCookie);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(leads);
      } finally {
        await site.close();
        await target.close();
      }
    },
    120_000,
  );
});

/** Rewrites a backup file's lines, to make a damaged or foreign one. */
async function rewriteBackup(from: string, to: string, change: (lines: string[]) => string[]): Promise<void> {
  const lines = gunzipSync(await fs.readFile(from))
    .toString("utf8")
    .trimEnd()
    .split("\n");
  await fs.writeFile(to, gzipSync(`${change(lines).join("\n")}\n`));
}

describe.each(routes.map(([, to]) => to).filter((kind, index, all) => all.indexOf(kind) === index))(
  "restoring on %s",
  (kind) => {
    let source: TestApp;
    let file: string;
    let target: DatabaseHandle;
    let targetBefore: Awaited<ReturnType<typeof tableFingerprints>>;
    beforeAll(async () => {
      source = await siteOn(await emptyDatabase("PGlite"));
      await seedEveryTable(source);
      file = path.join(workDir, `source-for-${kind}.backup`);
      await saveBackupFile(file, backupStream(source.services.database));
      // A database in use: another site's accounts and leads.
      const other = await siteOn(await emptyDatabase(kind));
      await createTestUser(other, { userType: "admin" });
      await insertLead(other.services.db);
      target = other.services.database;
      targetBefore = await tableFingerprints(target);
    }, 120_000);
    afterAll(async () => {
      await source?.close();
      await target?.close();
    });

    it("refuses a database that holds rows and leaves it as it was", async () => {
      await expect(restoreBackup(target, backupFileLines(file))).rejects.toThrow(
        /The target database is not empty \(table \w+ has rows\)/,
      );
      expect(await tableFingerprints(target)).toEqual(targetBefore);
    });

    it("changes nothing when the backup is damaged or cut short, even with --force", async () => {
      const damaged = path.join(workDir, `damaged-${kind}.backup`);
      await rewriteBackup(file, damaged, (lines) =>
        lines.map((line) => (line.includes("reader@example.com") ? line.replace("reader@", "r3ader@") : line)),
      );
      // The schema has been dropped and rebuilt and earlier tables loaded by the time the damage is read.
      await expect(restoreBackup(target, backupFileLines(damaged), { force: true })).rejects.toThrow(
        /The rows of table \w+ do not match their checksum: the file is damaged/,
      );
      const cut = path.join(workDir, `cut-${kind}.backup`);
      await rewriteBackup(file, cut, (lines) => lines.slice(0, -1));
      await expect(restoreBackup(target, backupFileLines(cut), { force: true })).rejects.toThrow(InvalidBackupError);
      expect(await tableFingerprints(target)).toEqual(targetBefore);
    });

    it("refuses a backup made by a newer version of the site", async () => {
      const newer = path.join(workDir, `newer-${kind}.backup`);
      await rewriteBackup(file, newer, ([header, ...rest]) => {
        const parsed = JSON.parse(header!) as { migrations: { hash: string; createdAt: number }[] };
        parsed.migrations.push({ hash: "from-the-future", createdAt: Date.UTC(2099, 0, 1) });
        return [JSON.stringify(parsed), ...rest];
      });
      await expect(restoreBackup(target, backupFileLines(newer), { force: true })).rejects.toThrow(RestoreRefusedError);
      expect(await tableFingerprints(target)).toEqual(targetBefore);
    });

    it("replaces everything with --force", async () => {
      await restoreBackup(target, backupFileLines(file), { force: true });
      expect(await tableFingerprints(target)).toEqual(await tableFingerprints(source.services.database));
    });
  },
);

describe("a backup made by an older version", () => {
  it("is restored at its own schema, then this version's newer migrations run over its rows", async () => {
    const shipped = shippedMigrations();
    const old = await emptyDatabase("PGlite");
    const target = await emptyDatabase("PGlite");
    try {
      await old.db.transaction((tx) => applyMigrationsInTransaction(tx, shipped.slice(0, -1)));
      await old.db.execute(
        sql`insert into users (first_name, last_name, email, username, password_hash) values ('Ada', 'Old', 'ada@example.com', 'ada', 'x')`,
      );
      const file = path.join(workDir, "older.backup");
      const saved = await saveBackupFile(file, backupStream(old));
      expect(saved.header.migrations).toHaveLength(shipped.length - 1);

      await restoreBackup(target, backupFileLines(file));
      expect((await appliedMigrations(target.db)).map((migration) => migration.createdAt)).toEqual(
        shipped.map((migration) => migration.folderMillis),
      );
      expect(await queryRows(target.db, sql`select username from users`)).toEqual([{ username: "ada" }]);
    } finally {
      await old.close();
      await target.close();
    }
  }, 60_000);
});
