import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "#server/http/access.ts";
import { propertyTypes } from "#app/content/property-types.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import type { RolePolicy } from "#app/lib/permissions.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { nextWarrantyEnd } from "./equipment-columns.server.ts";
import { siteScope } from "./site-scope.server.ts";
import { equipmentItems, installedSystems, sites } from "./tables.server.ts";

/** The property types whose customers are service accounts even with one site (issue 28 §1). */
export const accountPropertyTypes = [
  "Commercial",
  "Agricultural",
  "Marina",
] as const satisfies readonly (typeof propertyTypes)[number][];

/** The customers whose sites the reader reads: the accounts list's scope, from the sites' own (decision 0151). */
function accountScope(user: SessionUser, policy: RolePolicy): SQL | undefined {
  const scope = siteScope(user, policy);
  return scope && sql`exists (select 1 from ${sites} where ${sites.customerId} = ${customers.id} and ${scope})`;
}

const siteCount = sql<number>`(select count(*)::int from ${sites} where ${sites.customerId} = ${customers.id})`;

/** A customer's sites, oldest first, each with its number of systems, as JSON. */
const accountSites = sql<{ id: string; line1: string; city: string | null; systems: number }[]>`coalesce((
  select json_agg(json_build_object('id', ${sites.id}, 'line1', ${sites.line1}, 'city', ${sites.city},
    'systems', (select count(*) from ${installedSystems} where ${installedSystems.siteId} = ${sites.id}))
    order by ${sites.createdAt}, ${sites.id})
  from ${sites} where ${sites.customerId} = ${customers.id}), '[]'::json)`;

/** How many of the customer's items have a warranty ending in the next 90 days, and the first such date. */
const customerEquipment = (selection: SQL) => sql`(select ${selection} from ${equipmentItems}
  join ${installedSystems} on ${installedSystems.id} = ${equipmentItems.systemId}
  join ${sites} on ${sites.id} = ${installedSystems.siteId}
  where ${sites.customerId} = ${customers.id})`;
const systemCount = sql<number>`(select count(*)::int from ${installedSystems} join ${sites} on ${sites.id} = ${installedSystems.siteId} where ${sites.customerId} = ${customers.id})`;

/**
 * /enterprise-carm, GET /api/service/accounts(.csv): the service accounts, those with several sites or a commercial,
 * agricultural or marina property, each with its sites, systems and warranties ending in the next 90 days.
 */
export const accountsList = defineStaffList({
  path: "/api/service/accounts",
  access: "read:site:any",
  select: {
    id: customers.id,
    name: sql<string>`coalesce(${customers.name}, ${customers.email})`,
    companyName: customers.companyName,
    propertyType: customers.propertyType,
    siteCount,
    systemCount,
    sites: accountSites,
    warrantiesEnding: customerEquipment(
      sql`(count(*) filter (where ${nextWarrantyEnd} is not null))::int`,
    ) as SQL<number>,
    nextWarrantyEnd: customerEquipment(sql`min(${nextWarrantyEnd})`) as SQL<string | null>,
  },
  // Joined to the customer's account (one at most): with a join, Drizzle names each column's table, which the
  // subqueries above need ("id" alone would be ambiguous in them).
  from: (db, selection) =>
    db.select(selection).from(customers).leftJoin(users, eq(users.customerId, customers.id)).$dynamic(),
  filters: {
    search: filter(searchParam, (text) => ilike(customers.searchText, likePattern(text))),
    propertyType: filter(optionalParam(z.enum(propertyTypes)), (type) => eq(customers.propertyType, type)),
  },
  where: () =>
    and(
      isNull(customers.mergedIntoId),
      or(inArray(customers.propertyType, [...accountPropertyTypes]), sql`${siteCount} > 1`),
    ),
  sorts: {
    name: sortKey(sql`lower(coalesce(${customers.name}, ${customers.email}))`, "text"),
  },
  dir: "asc",
  id: { column: customers.id, type: "uuid" },
  scope: accountScope,
  csv: {
    select: {
      id: customers.id,
      name: sql<string>`coalesce(${customers.name}, ${customers.email})`,
      companyName: customers.companyName,
      propertyType: customers.propertyType,
      siteCount,
      systemCount,
      nextWarrantyEnd: customerEquipment(sql`min(${nextWarrantyEnd})`) as SQL<string | null>,
    },
    columns: ["id", "name", "companyName", "propertyType", "siteCount", "systemCount", "nextWarrantyEnd"],
  },
});

export type AccountsPage = StaffListPage<typeof accountsList>;
export type AccountsListQuery = StaffListQuery<typeof accountsList>;
