import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { ownedBy } from "#app/lib/owner-scope.server.ts";
import { users } from "./tables.server.ts";

/**
 * The `where` condition for a client's own records of a kind anyone may create without an account (requests,
 * orders, appointments): made while signed in, or sent from the account's e-mail address once that address is
 * confirmed. An unconfirmed address may be anybody's, so it claims nothing; the match is case-insensitive.
 */
export function ownedOrFromConfirmedEmail(user: SessionUser, ownerColumn: AnyColumn, emailColumn: AnyColumn): SQL {
  return or(
    ownedBy(user, ownerColumn),
    sql`lower(${emailColumn}) = (select lower(${users.email}) from ${users} where ${users.id} = ${user.id} and ${users.emailVerifiedAt} is not null)`,
  )!;
}
