import { parseInput } from "#server/http/errors.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import type { WriteCaller } from "#app/lib/write.server.ts";
import { nameSchema } from "./profile-schema.ts";
import { renameUser } from "./users.server.ts";

/** A signed-in user's form renaming themselves (staff at /admin/profile): its fields parsed, then saved and recorded. */
export async function saveOwnName(caller: WriteCaller, fields: unknown): Promise<string> {
  const name = parseInput(nameSchema, fields);
  const { id, firstName, lastName } = caller.user;
  await caller.services.db.transaction(async (tx) => {
    await renameUser(tx, id, name);
    await recordOwnWrite(tx, caller, {
      action: "account.profile",
      entity: "user",
      entityId: id,
      before: { firstName, lastName },
      after: name,
    });
  });
  return `${name.firstName} ${name.lastName}`;
}
