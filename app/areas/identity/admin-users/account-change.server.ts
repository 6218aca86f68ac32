import { and, eq } from "drizzle-orm";
import { conflict, forbidden, notFound } from "#server/domain-errors.ts";
import type { Role } from "#app/lib/permissions.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { destroyUserSessions } from "#app/areas/identity/auth/index.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { accountEntryColumns, accountEntryOf } from "./user-accounts.server.ts";

export const NO_SUCH_USER = "No such user";
export const LAST_ADMIN_MESSAGE =
  "This is the last active administrator: make another account an administrator before demoting or deactivating this one";

/** What an admin may change of another account: its role, and whether it may sign in. */
export interface AccountChange {
  role?: Role;
  active?: boolean;
}

const removesAnAdmin = (change: AccountChange) =>
  (change.role !== undefined && change.role !== "admin") || change.active === false;

/**
 * An admin's change to another account (never their own; an id that names no account is not found), for every door
 * that changes a role or an account's state. A deactivated account is signed out everywhere at once. The last
 * active administrator stays one: the active admins' rows are locked first, so of two admins demoting each other at
 * once the second sees only one left and is refused.
 */
export async function changeAccount(
  { services, user: admin }: Pick<WriteContext, "services" | "user">,
  userId: string,
  change: AccountChange,
) {
  if (userId === admin.id) {
    throw forbidden(change.role ? "You can't change your own role" : "You can't disable your own account");
  }
  return services.db.transaction(async (tx) => {
    if (removesAnAdmin(change)) {
      const activeAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userType, "admin"), eq(users.disabled, false)))
        .for("update");
      if (activeAdmins.length <= 1 && activeAdmins.some((row) => row.id === userId)) {
        throw conflict(LAST_ADMIN_MESSAGE);
      }
    }
    const [row] = await tx
      .update(users)
      .set({
        ...(change.role ? { userType: change.role } : {}),
        ...(change.active === undefined ? {} : { disabled: !change.active }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning(accountEntryColumns);
    if (!row) throw notFound(NO_SUCH_USER);
    if (change.active === false) await destroyUserSessions(tx, userId);
    return accountEntryOf(row);
  });
}
