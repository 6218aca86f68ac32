import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { DASHBOARD_LIMIT, ownedBy } from "../../lib/owner-scope.server.ts";
import { users } from "../auth/tables.server.ts";
import { leads } from "./tables.server.ts";
import { newestFirst } from "../../lib/newest-first.server.ts";

/**
 * The user's own requests: made while signed in, or sent without an account from the account's
 * e-mail address once that address is confirmed (an unconfirmed one may be anybody's).
 */
export async function listLeadsForUser(db: Database, user: SessionUser) {
  return db
    .select({
      reference: leads.reference,
      createdAt: leads.createdAt,
      serviceNeeded: sql<string>`coalesce(${leads.serviceNeeded}, 'Consultation')`,
      status: leads.status,
    })
    .from(leads)
    .where(
      and(
        eq(leads.isSpam, false),
        or(
          ownedBy(user, leads.userId),
          sql`lower(${leads.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${user.id} and ${users.emailVerifiedAt} is not null)`,
        ),
      ),
    )
    .orderBy(...newestFirst(leads))
    .limit(DASHBOARD_LIMIT);
}
