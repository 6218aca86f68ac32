import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactorSecrets, trustedBrowsers } from "#app/areas/identity/tables.server.ts";
import { hashPassword, insertUser } from "#app/areas/identity/index.server.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { openTestDatabase } from "#tests/support/test-database.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { runResetTwoFactor } from "./reset-two-factor-command.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** The command on this file's test database (which it may migrate, but not close). */
async function resetTwoFactor(args: string[]) {
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  const status = await runResetTwoFactor(
    args,
    { openDatabase: async () => ({ ...database, close: async () => {} }) },
    { log: (line) => lines.stdout.push(line), error: (line) => lines.stderr.push(line) },
  );
  return { status, stdout: lines.stdout.join("\n"), stderr: lines.stderr.join("\n") };
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
  it("removes the account's second factor and trusted browsers, found by e-mail in any case, and records it in the audit trail", async () => {
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
    expect(await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id))).toEqual([
      expect.objectContaining({
        actorId: null,
        action: "staff.two-factor-reset",
        entity: "staff",
        after: { id: user.id, resetBy: "command line" },
      }),
    ]);
  });

  it("says when there is nothing to reset, and fails for an unknown address or none", async () => {
    const twice = await accountWithTwoFactor("twice");
    expect((await resetTwoFactor(["--email", "twice@example.com"])).status).toBe(0);
    const again = await resetTwoFactor(["--email", "twice@example.com"]);
    expect(again).toMatchObject({
      status: 0,
      stdout: "twice (twice@example.com) has no two-factor sign-in: nothing to reset.",
    });
    // Only the first reset removed anything: one row in the audit trail.
    expect(await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, twice.id))).toHaveLength(1);
    expect(await resetTwoFactor(["--email", "nobody@example.com"])).toMatchObject({
      status: 1,
      stderr: "No account has the e-mail address nobody@example.com.",
    });
    expect((await resetTwoFactor([])).stderr).toMatch(/^--email is required\./);
    expect((await resetTwoFactor(["--help"])).stdout).toMatch(/npm run reset-two-factor -- --email EMAIL/);
  });
});
