import { sql } from "drizzle-orm";
import { resetTwoFactor } from "#app/areas/identity/index.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { parseCommandLine } from "./command-line.ts";
import { openMigratedDatabase } from "./open-migrated-database.ts";
import type { CommandOutput } from "./create-admin-command.ts";

export const resetTwoFactorUsage = `Removes an account's two-factor sign-in (a lost phone and lost recovery codes), so that it signs in with its
password alone and sets two-factor up again (at once, for staff, when STAFF_TWO_FACTOR is required).

  npm run reset-two-factor -- --email EMAIL

The account's trusted browsers are forgotten too. The reset is recorded in the audit trail.`;

export interface ResetTwoFactorServices {
  /** The configured database; the command migrates it, and closes it when done. */
  openDatabase(): Promise<DatabaseHandle>;
}

/** `npm run reset-two-factor`: its arguments, what it needs and where it writes; the answer is the exit code. */
export async function runResetTwoFactor(
  args: string[],
  services: ResetTwoFactorServices,
  output: CommandOutput,
): Promise<number> {
  const line = parseCommandLine(resetTwoFactorUsage, { email: { type: "string" } }, args);
  if ("stop" in line) {
    (line.stop.exitCode === 0 ? output.log : output.error)(line.stop.message);
    return line.stop.exitCode;
  }
  const email = line.parsed.values.email?.trim();
  if (!email) {
    output.error(`--email is required.\n\n${resetTwoFactorUsage}`);
    return 1;
  }
  const database = await openMigratedDatabase(() => services.openDatabase(), output);
  if (!database) return 1;
  try {
    const [user] = await database.db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (!user) {
      output.error(`No account has the e-mail address ${email}.`);
      return 1;
    }
    const reset = await resetTwoFactor(database.db, user.id, "command line");
    output.log(
      reset
        ? `Reset two-factor sign-in of ${user.username} (${user.email}): it signs in with its password alone until it sets two-factor up again.`
        : `${user.username} (${user.email}) has no two-factor sign-in: nothing to reset.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
