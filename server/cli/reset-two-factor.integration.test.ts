import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactorSecrets, trustedBrowsers } from "#app/areas/identity/tables.server.ts";
import { hashPassword, insertUser } from "#app/areas/identity/index.server.ts";
import { openTestDatabase } from "#tests/support/test-database.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { runResetTwoFactor } from "./reset-two-factor-command.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** The command on this file's test database (which it may migrate, but not close), its log lines kept. */
async function resetTwoFactor(args: string[]) {
  const lines = { stdout: [] as string[], stderr: [] as string[], log: [] as Record<string, unknown>[] };
  const logger = pino({ level: "info" }, { write: (line: string) => lines.log.push(JSON.parse(line)) });
  const status = await runResetTwoFactor(
    args,
    { openDatabase: async () => ({ ...database, close: async () => {} }), logger },
    { log: (line) => lines.stdout.push(line), error: (line) => lines.stderr.push(line) },
  );
  return { status, stdout: lines.stdout.join("\n"), stderr: lines.stderr.join("\n"), log: lines.log };
}

async function accountWithTwoFactor(username: string) {
  const user = await insertUser(database.db, {
    firstName: "Dana",
    lastName: "Reyes",
    email: `${username}@example.com`,
    username,
    passwordHash: await hashPassword("OwnerPass42"),
    userType: "admin",
    companyName: null,
    phone: null,
  });
  await database.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, sealedSecret: "v1.sealed", confirmedAt: new Date() });
  await database.db
    .insert(trustedBrowsers)
    .values({ id: `${username}-browser`, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return user;
}

describe("npm run reset-two-factor", () => {
  it("removes the account's second factor and trusted browsers, found by e-mail in any case, and logs it", async () => {
    const user = await accountWithTwoFactor("lostphone");
    const result = await resetTwoFactor(["--email", "LostPhone@Example.com"]);
    expect(result).toMatchObject({
      status: 0,
      stdout:
        "Reset two-factor sign-in of lostphone (lostphone@example.com): it signs in with its password alone until it sets two-factor up again.",
      stderr: "",
    });
    expect(await database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id))).toEqual([]);
    expect(await database.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, user.id))).toEqual([]);
    expect(result.log).toContainEqual(
      expect.objectContaining({ event: "two-factor-reset", userId: user.id, resetBy: "command line" }),
    );
  });

  it("says when there is nothing to reset, and fails for an unknown address or none", async () => {
    await accountWithTwoFactor("twice");
    expect((await resetTwoFactor(["--email", "twice@example.com"])).status).toBe(0);
    const again = await resetTwoFactor(["--email", "twice@example.com"]);
    expect(again).toMatchObject({
      status: 0,
      stdout: "twice (twice@example.com) has no two-factor sign-in: nothing to reset.",
    });
    expect(again.log).toEqual([]);
    expect(await resetTwoFactor(["--email", "nobody@example.com"])).toMatchObject({
      status: 1,
      stderr: "No account has the e-mail address nobody@example.com.",
    });
    expect((await resetTwoFactor([])).stderr).toMatch(/^--email is required\./);
    expect((await resetTwoFactor(["--help"])).stdout).toMatch(/npm run reset-two-factor -- --email EMAIL/);
  });
});
