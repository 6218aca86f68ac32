import type { Database } from "#server/db/client.ts";
import { parseInput } from "#server/http/errors.ts";
import { nameSchema } from "./profile-schema.ts";
import { renameUser } from "./users.server.ts";

/** A signed-in user's form renaming themselves (staff at /admin/profile): its fields parsed, then saved. */
export async function saveOwnName(db: Database, userId: string, fields: unknown): Promise<string> {
  const name = parseInput(nameSchema, fields);
  await renameUser(db, userId, name);
  return `${name.firstName} ${name.lastName}`;
}
