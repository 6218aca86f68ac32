import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { ownedBy } from "../../lib/owner-scope.server.ts";
import { users } from "../auth/tables.server.ts";
import { serviceRequests } from "./tables.server.ts";

/** A client sees at most this many of their own requests on the dashboard. */
const DASHBOARD_LIMIT = 50;

/**
 * The user's own requests: made while signed in, or sent without an account from the account's
 * e-mail address once that address is confirmed (an unconfirmed one may be anybody's).
 */
export async function listServiceRequestsForUser(db: Database, user: SessionUser) {
  return db
    .select({
      reference: serviceRequests.reference,
      createdAt: serviceRequests.createdAt,
      serviceNeeded: sql<string>`coalesce(${serviceRequests.serviceNeeded}, 'Consultation')`,
      status: serviceRequests.status,
    })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.isSpam, false),
        or(
          ownedBy(user, serviceRequests.userId),
          sql`lower(${serviceRequests.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${user.id} and ${users.emailVerifiedAt} is not null)`,
        ),
      ),
    )
    .orderBy(desc(serviceRequests.createdAt))
    .limit(DASHBOARD_LIMIT);
}
