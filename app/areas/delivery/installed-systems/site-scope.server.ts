import { sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { notFound } from "#server/domain-errors.ts";
import { accessTo, can, isStaffRole, permissionsOf, type RolePolicy } from "#app/lib/permissions.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { customerScope } from "#app/areas/sales/index.server.ts";
import { projects } from "#app/areas/delivery/portal/tables.server.ts";
import { sites } from "./tables.server.ts";

export const SITE_NOT_FOUND = "Site not found";
export const SYSTEM_NOT_FOUND = "System not found";
export const EQUIPMENT_NOT_FOUND = "Equipment item not found";

/**
 * The sites a user reads, as a condition on `sites` (decision 0151): every one for the office and admins; a
 * technician's, those of the customers whose projects they manage (the tickets to come widen it to their tickets'
 * sites); a sales rep's, those of the customers they read; a client's, their own customer's. Every site, system and
 * equipment query takes it, so a site outside it answers 404 like a missing one.
 */
export function siteScope(user: SessionUser, policy: RolePolicy): SQL | undefined {
  if (!isStaffRole(user.userType)) return ofAccountsCustomer(user, sites.customerId);
  const reach = accessTo(permissionsOf(user.userType, policy), "read", "site");
  if (reach === "any") return undefined;
  if (reach === "assigned") {
    return sql`exists (select 1 from ${projects} join ${users} on ${users.id} = ${projects.clientId} where ${projects.projectManagerId} = ${user.id} and ${users.customerId} = ${sites.customerId})`;
  }
  if (reach === "own") {
    return sql`exists (select 1 from ${customers} where ${customers.id} = ${sites.customerId} and ${customerScope(user, policy) ?? sql`true`})`;
  }
  return sql`false`;
}

/**
 * Whether the user reads a site's access notes (gate codes, dogs): those who work there, the office and admins (who
 * change sites) and a technician at their reach; never a sales rep or a client.
 */
export function seesAccessNotes(user: SessionUser, policy: RolePolicy): boolean {
  const held = permissionsOf(user.userType, policy);
  return can(held, "write:site:any") || accessTo(held, "read", "site") === "assigned";
}

export const siteIdOf = (value: unknown) => recordId(value, SITE_NOT_FOUND);
export const systemIdOf = (value: unknown) => recordId(value, SYSTEM_NOT_FOUND);
export const siteNotFound = () => notFound(SITE_NOT_FOUND);
export const systemNotFound = () => notFound(SYSTEM_NOT_FOUND);
