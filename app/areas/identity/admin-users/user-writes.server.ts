import { eq } from "drizzle-orm";
import { conflict, forbidden, notFound } from "#server/domain-errors.ts";
import { roles } from "#app/lib/permissions.ts";
import { defineWrite, noInput, recordFields, type WriteContext } from "#app/lib/write.server.ts";
import { booleanField } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { destroyUserSessions, resetTwoFactor } from "#app/areas/identity/auth/index.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { updateAccount } from "./user-accounts.server.ts";

const NO_SUCH_USER = "No such user";

/** An admin's change to another account: never their own, and an id that names no account is not found. */
async function changeAccount(
  { services, user: admin }: WriteContext,
  userId: string,
  change: Parameters<typeof updateAccount>[2],
  ownAccountMessage: string,
) {
  if (userId === admin.id) throw forbidden(ownAccountMessage);
  const user = await updateAccount(services.db, userId, change);
  if (!user) throw notFound(NO_SUCH_USER);
  return user;
}

/** Removes another account's second factor, so its owner signs in with the password alone and sets it up anew. */
async function resetAccountTwoFactor({ services, user: admin }: WriteContext, userId: string) {
  if (userId === admin.id) throw forbidden("You can't reset your own two-factor sign-in: turn it off on its page");
  const [user] = await services.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(NO_SUCH_USER);
  if (!(await resetTwoFactor(services.db, userId, "admin"))) {
    throw conflict(`${user.username} has no two-factor sign-in to reset`);
  }
  return user;
}

/** The user list's writes: each a form of the admin dashboard and a JSON API route. */
export const userWrites = [
  defineWrite({
    intent: "role",
    access: "write:staff:any",
    path: "/api/admin/users/:id/role",
    idField: "userId",
    notFound: NO_SUCH_USER,
    schema: z.object({ userType: z.enum(roles, "Choose a role") }),
    run: (context, userId, { userType }) =>
      changeAccount(context, userId, { userType }, "You can't change your own role"),
    done: () => "Role Changed",
    audit: { before: recordFields(users, users.id, { userType: users.userType }) },
  }),
  defineWrite({
    intent: "disabled",
    access: "write:staff:any",
    path: "/api/admin/users/:id/disabled",
    idField: "userId",
    notFound: NO_SUCH_USER,
    schema: z.object({ disabled: booleanField("Send disabled as true or false") }),
    run: async (context, userId, { disabled }) => {
      const user = await changeAccount(context, userId, { disabled }, "You can't disable your own account");
      // A disabled account is signed out everywhere at once, not at its sessions' expiry.
      if (disabled) await destroyUserSessions(context.services.db, userId);
      return user;
    },
    done: (user) => (user.disabled ? "Account Disabled" : "Account Enabled"),
    audit: { before: recordFields(users, users.id, { disabled: users.disabled }) },
  }),
  defineWrite({
    intent: "two-factor-reset",
    access: "write:staff:any",
    path: "/api/admin/users/:id/two-factor-reset",
    idField: "userId",
    notFound: NO_SUCH_USER,
    schema: noInput,
    run: (context, userId) => resetAccountTwoFactor(context, userId),
    done: (user) => `Two-factor sign-in reset for ${user.username}`,
  }),
];
