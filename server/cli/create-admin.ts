import { createAdminSchema, createOrPromoteAdmin } from "#app/areas/identity/index.server.ts";
import { PASSWORDS_DIFFER_MESSAGE } from "#app/lib/field-rules.ts";
import { loadConfigOrExit } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { HttpError } from "#server/http/errors.ts";
import { fail, readCommandLine } from "./command-line.ts";
import { readHidden } from "./read-hidden.ts";

const usage = `Creates an administrator, or promotes an existing account (and sets its password).

  npm run create-admin -- --username NAME --email EMAIL --first-name FIRST --last-name LAST

The names are required for a new administrator (staff and clients see them); promoting an existing account keeps
its names unless given. The password comes from ADMIN_PASSWORD, or is asked for (hidden) when run in a terminal.`;

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) fail("No password: set ADMIN_PASSWORD, or run this command in a terminal to type it.");
  const password = await readHidden("Password: ");
  if ((await readHidden("Confirm password: ")) !== password) fail(PASSWORDS_DIFFER_MESSAGE);
  return password;
}

const args = readCommandLine(usage, {
  username: { type: "string" },
  email: { type: "string" },
  "first-name": { type: "string" },
  "last-name": { type: "string" },
}).values;
if (!args.username || !args.email) fail(`--username and --email are required.\n\n${usage}`);

const flagOf: Record<string, string> = { firstName: "--first-name: ", lastName: "--last-name: ", password: "" };
const parsed = createAdminSchema.safeParse({
  username: args.username,
  email: args.email,
  firstName: args["first-name"],
  lastName: args["last-name"],
  password: await readPassword().catch((error: Error) => fail(error.message)),
});
if (!parsed.success) {
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0]);
  fail(`${flagOf[field] ?? `--${field}: `}${issue.message}`);
}

const config = loadConfigOrExit();
let database;
try {
  database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
} catch (error) {
  if (error instanceof DataDirInUseError) fail(error.message);
  throw error;
}
try {
  await migrateDatabase(database);
  const { action, user } = await createOrPromoteAdmin(database.db, parsed.data);
  console.log(
    action === "created"
      ? `Created administrator ${user.username} (${user.email}).`
      : `Promoted ${user.username} (${user.email}) to administrator, enabled the account and set its password; its other sessions were ended.`,
  );
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  const fields = Object.entries(error.errors ?? {}).map(([field, message]) => `${flagOf[field] ?? ""}${message}`);
  console.error([error.message, ...fields.filter((line) => line !== error.message)].join("\n"));
  process.exitCode = 1;
} finally {
  await database.close();
}
