import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy } from "#server/settings.ts";
import { DASHBOARD_LIMIT } from "#app/lib/owner-scope.server.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { siteScope } from "./site-scope.server.ts";
import { addressOf, systemsOfSites } from "./sites.server.ts";
import { sites } from "./tables.server.ts";

async function sitesWithSystems(db: Database, condition: ReturnType<typeof and>) {
  const rows = await db
    .select()
    .from(sites)
    .where(condition)
    .orderBy(asc(sites.createdAt), asc(sites.id))
    .limit(DASHBOARD_LIMIT);
  const systems = await systemsOfSites(
    db,
    rows.map((site) => site.id),
  );
  return rows.map((site) => ({
    id: site.id,
    address: addressOf(site),
    systems: systems.filter((system) => system.siteId === site.id),
  }));
}
export type SiteSummary = Awaited<ReturnType<typeof sitesWithSystems>>[number];

/** The CRM customer page's "Sites and systems": the customer's sites the reader reads (decision 0151). */
export async function sitesOfCustomer(services: ListServices, user: SessionUser, customerId: string) {
  return sitesWithSystems(
    services.db,
    and(eq(sites.customerId, customerId), siteScope(user, await rolePolicy(services))),
  );
}

/**
 * The client's dashboard's "My systems": their customer's sites with the systems, equipment, serials and warranty
 * end dates; never the access notes, which this query does not read.
 */
export function listOwnSystems(db: Database, user: SessionUser) {
  return sitesWithSystems(db, ofAccountsCustomer(user, sites.customerId));
}
