import { eq } from "drizzle-orm";
import { conflict, forbidden, notFound } from "#server/domain-errors.ts";
import { roles } from "#app/lib/permissions.ts";
import { defineWrite, noInput, recordFields, type WriteContext } from "#app/lib/write.server.ts";
import { booleanField } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { resetTwoFactor } from "#app/areas/identity/auth/index.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { changeAccount, NO_SUCH_USER } from "./account-change.server.ts";

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

/** An account's role and state as these writes name them, for the audit trail's `before`. */
const roleAndState = recordFields(users, users.id, { userType: users.userType, disabled: users.disabled });

/** The user list's writes: each a form of the accounts page (/admin/users) and a JSON API route. */
export const userWrites = [
  defineWrite({
    intent: "role",
    access: "write:staff:any",
    path: "/api/admin/users/:id/role",
    idField: "userId",
    notFound: NO_SUCH_USER,
    schema: z.object({ userType: z.enum(roles, "Choose a role") }),
    run: (context, userId, { userType }) => changeAccount(context, userId, { role: userType }),
    done: () => "Role Changed",
    audit: { before: roleAndState },
  }),
  defineWrite({
    intent: "disabled",
    access: "write:staff:any",
    path: "/api/admin/users/:id/disabled",
    idField: "userId",
    notFound: NO_SUCH_USER,
    schema: z.object({ disabled: booleanField("Send disabled as true or false") }),
    run: (context, userId, { disabled }) => changeAccount(context, userId, { active: !disabled }),
    done: (user) => (user.disabled ? "Account Disabled" : "Account Enabled"),
    audit: { before: roleAndState },
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
