import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/areas/identity/tables.server.ts";
import { openTestDatabase } from "#tests/support/test-database.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { readPassword, runCreateAdmin, type CreateAdminServices } from "./create-admin-command.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** The command on this file's test database (which it may migrate, but not close), with ADMIN_PASSWORD as given. */
async function createAdmin(args: string[], services: Partial<CreateAdminServices> & { password?: string } = {}) {
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  let opened = false;
  const status = await runCreateAdmin(
    args,
    {
      openDatabase: async () => {
        opened = true;
        return { ...database, close: async () => {} };
      },
      readPassword: () =>
        readPassword({
          env: { ADMIN_PASSWORD: services.password },
          terminal: { isTTY: false, readHidden: () => Promise.reject(new Error("no terminal in a test")) },
        }),
      ...services,
    },
    { log: (line) => lines.stdout.push(line), error: (line) => lines.stderr.push(line) },
  );
  return { status, stdout: lines.stdout.join("\n"), stderr: lines.stderr.join("\n"), opened };
}

const userNamed = (username: string) =>
  database.db
    .select({ userType: users.userType, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.username, username));

describe("npm run create-admin", () => {
  it("creates an administrator with its names from ADMIN_PASSWORD", async () => {
    const names = ["--first-name", "Dana", "--last-name", "Reyes"];
    const result = await createAdmin(["--username", "owner", "--email", "owner@example.com", ...names], {
      password: "OwnerPass42",
    });
    expect(result).toMatchObject({ status: 0, stdout: "Created administrator owner (owner@example.com).", stderr: "" });
    expect(await userNamed("owner")).toEqual([{ userType: "admin", firstName: "Dana", lastName: "Reyes" }]);
  });

  it("refuses a new administrator without --first-name and --last-name, naming both, and stores nothing", async () => {
    const result = await createAdmin(["--username", "nameless", "--email", "nameless@example.com"], {
      password: "OwnerPass42",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      [
        "A new administrator needs a first and last name: staff and clients see it",
        "--first-name: Please enter your first name",
        "--last-name: Please enter your last name",
      ].join("\n"),
    );
    expect(await userNamed("nameless")).toEqual([]);
  });

  it("says in one line that the server holds the data directory, and changes nothing", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "create-admin-"));
    // The server's lock: its pid file, naming a live process other than this one (this test's parent).
    fs.writeFileSync(path.join(dataDir, "app.pid"), String(process.ppid));
    try {
      const result = await createAdmin(["--username", "owner", "--email", "owner@example.com"], {
        password: "OwnerPass42",
        openDatabase: () => openDatabase({ dataDir }),
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        `The database in ${dataDir} is in use by process ${process.ppid} (probably the running server): stop it first, or run this command against PostgreSQL with DATABASE_URL.`,
      );
      expect(fs.readdirSync(dataDir)).toEqual(["app.pid"]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses without ADMIN_PASSWORD when no terminal can be asked, before opening the database", async () => {
    const result = await createAdmin(["--username", "owner", "--email", "owner@example.com"]);
    expect(result).toMatchObject({
      status: 1,
      stderr: "No password: set ADMIN_PASSWORD, or run this command in a terminal to type it.",
      opened: false,
    });
  });

  it("asks a terminal for the password twice and refuses two that differ", async () => {
    const typed = ["OwnerPass42", "OwnerPass43"];
    const result = await createAdmin(["--username", "typist", "--email", "typist@example.com"], {
      readPassword: () => readPassword({ env: {}, terminal: { isTTY: true, readHidden: async () => typed.shift()! } }),
    });
    expect(result).toMatchObject({
      status: 1,
      stderr: "Passwords don't match. Please make sure both passwords are identical",
    });
    expect(typed).toEqual([]);
  });

  it("applies the registration password rules", async () => {
    const result = await createAdmin(["--username", "owner", "--email", "owner@example.com"], {
      password: "alllowercase1",
    });
    expect(result).toMatchObject({ status: 1, stderr: "Password must contain at least one uppercase letter" });
  });

  it("prints its usage for --help, and the usage after the problem for an unknown flag", async () => {
    const help = await createAdmin(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Creates an administrator, or promotes an existing account/);
    const unknown = await createAdmin(["--user", "owner"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^Unknown option '--user'[\s\S]*\n\nCreates an administrator/);
  });
});
