import { createAdminSchema, createOrPromoteAdmin } from "#app/areas/identity/index.server.ts";
import { PASSWORDS_DIFFER_MESSAGE } from "#app/lib/field-rules.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { DomainError } from "#server/domain-errors.ts";
import { parseCommandLine } from "./command-line.ts";
import { openMigratedDatabase } from "./open-migrated-database.ts";

export const createAdminUsage = `Creates an administrator, or promotes an existing account (and sets its password).

  npm run create-admin -- --username NAME --email EMAIL --first-name FIRST --last-name LAST

The names are required for a new administrator (staff and clients see them); promoting an existing account keeps
its names unless given. The password comes from ADMIN_PASSWORD, or is asked for (hidden) when run in a terminal.`;

export const NO_PASSWORD_MESSAGE = "No password: set ADMIN_PASSWORD, or run this command in a terminal to type it.";

/** Where the password can come from: the environment, or a terminal that asks for it twice without echoing. */
export interface PasswordSources {
  env: { ADMIN_PASSWORD?: string };
  terminal: { isTTY: boolean; readHidden(prompt: string): Promise<string> };
}

/** ADMIN_PASSWORD, or the password typed twice in a terminal; rejects with the line to print otherwise. */
export async function readPassword({ env, terminal }: PasswordSources): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!terminal.isTTY) throw new Error(NO_PASSWORD_MESSAGE);
  const password = await terminal.readHidden("Password: ");
  if ((await terminal.readHidden("Confirm password: ")) !== password) throw new Error(PASSWORDS_DIFFER_MESSAGE);
  return password;
}

export interface CreateAdminServices {
  /** The configured database; the command migrates it, and closes it when done. */
  openDatabase(): Promise<DatabaseHandle>;
  readPassword(): Promise<string>;
}

/** Where the command's lines go: its report, and its problems. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const flagOf: Record<string, string> = { firstName: "--first-name: ", lastName: "--last-name: ", password: "" };

/** `npm run create-admin`: its arguments, what it needs and where it writes; the answer is the exit code. */
export async function runCreateAdmin(
  args: string[],
  services: CreateAdminServices,
  output: CommandOutput,
): Promise<number> {
  const line = parseCommandLine(
    createAdminUsage,
    {
      username: { type: "string" },
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
    args,
  );
  if ("stop" in line) {
    (line.stop.exitCode === 0 ? output.log : output.error)(line.stop.message);
    return line.stop.exitCode;
  }
  const values = line.parsed.values;
  if (!values.username || !values.email) {
    output.error(`--username and --email are required.\n\n${createAdminUsage}`);
    return 1;
  }
  let password: string;
  try {
    password = await services.readPassword();
  } catch (error) {
    output.error((error as Error).message);
    return 1;
  }
  const parsed = createAdminSchema.safeParse({
    username: values.username,
    email: values.email,
    firstName: values["first-name"],
    lastName: values["last-name"],
    password,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0]);
    output.error(`${flagOf[field] ?? `--${field}: `}${issue.message}`);
    return 1;
  }

  const database = await openMigratedDatabase(() => services.openDatabase(), output);
  if (!database) return 1;
  try {
    const { action, user } = await createOrPromoteAdmin(database.db, parsed.data);
    output.log(
      action === "created"
        ? `Created administrator ${user.username} (${user.email}).`
        : `Promoted ${user.username} (${user.email}) to administrator, enabled the account and set its password; its other sessions were ended.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fields = Object.entries(error.errors ?? {}).map(([field, message]) => `${flagOf[field] ?? ""}${message}`);
    output.error([error.message, ...fields.filter((text) => text !== error.message)].join("\n"));
    return 1;
  } finally {
    await database.close();
  }
}
