import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { DASHBOARD_LIMIT } from "#app/lib/owner-scope.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { leads } from "./tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

/**
 * The user's own requests: their customer's, made while signed in or sent without an account from the address the
 * account confirmed.
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
    .where(and(eq(leads.isSpam, false), ofAccountsCustomer(user, leads.customerId)))
    .orderBy(...newestFirst(leads))
    .limit(DASHBOARD_LIMIT);
}
