import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { serviceRequests } from "./tables.server.ts";

/** A client sees at most this many of their own requests on the dashboard. */
const DASHBOARD_LIMIT = 50;

/** The user's own requests: made while signed in, or sent with the account's e-mail address. */
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
        or(eq(serviceRequests.userId, user.id), sql`lower(${serviceRequests.email}) = lower(${user.email})`),
      ),
    )
    .orderBy(desc(serviceRequests.createdAt))
    .limit(DASHBOARD_LIMIT);
}
