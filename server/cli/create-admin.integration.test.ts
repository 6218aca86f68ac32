import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "#app/areas/identity/tables.server.ts";
import { openDatabase } from "#server/db/client.ts";

const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "create-admin-"));
  dirs.push(dir);
  return dir;
}

function createAdmin(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "server/cli/create-admin.ts"), ...args],
    {
      cwd: root,
      env: { ...inherited, LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

// Each case starts a process that opens a fresh embedded database: seconds, not milliseconds.
describe("npm run create-admin", { timeout: 90_000 }, () => {
  it("creates an administrator in the embedded database from ADMIN_PASSWORD", async () => {
    const dataDir = tempDataDir();
    const names = ["--first-name", "Dana", "--last-name", "Reyes"];
    const result = createAdmin(["--username", "owner", "--email", "owner@example.com", ...names], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "OwnerPass42",
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("Created administrator owner (owner@example.com).");
    expect(result.status).toBe(0);
    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db
        .select({ userType: users.userType, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.username, "owner"));
      expect(rows).toEqual([{ userType: "admin", firstName: "Dana", lastName: "Reyes" }]);
    } finally {
      await handle.close();
    }
  });

  it("refuses a new administrator without --first-name and --last-name, naming both", () => {
    const result = createAdmin(["--username", "owner", "--email", "owner@example.com"], {
      DATA_DIR: tempDataDir(),
      ADMIN_PASSWORD: "OwnerPass42",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      [
        "A new administrator needs a first and last name: staff and clients see it",
        "--first-name: Please enter your first name",
        "--last-name: Please enter your last name",
      ].join("\n"),
    );
  });

  it("says in one line that the server holds the data directory, and changes nothing", async () => {
    const dataDir = tempDataDir();
    const held = await openDatabase({ dataDir });
    try {
      const result = createAdmin(["--username", "owner", "--email", "owner@example.com"], {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: "OwnerPass42",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        `The database in ${dataDir} is in use by process ${process.pid} (probably the running server): stop it first, or run this command against PostgreSQL with DATABASE_URL.`,
      );
    } finally {
      await held.close();
    }
  });

  it("refuses without ADMIN_PASSWORD when no terminal can be asked", () => {
    const result = createAdmin(["--username", "owner", "--email", "owner@example.com"], { DATA_DIR: tempDataDir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("No password: set ADMIN_PASSWORD, or run this command in a terminal to type it.");
  });

  it("applies the registration password rules", () => {
    const result = createAdmin(["--username", "owner", "--email", "owner@example.com"], {
      DATA_DIR: tempDataDir(),
      ADMIN_PASSWORD: "alllowercase1",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("Password must contain at least one uppercase letter");
  });
});
