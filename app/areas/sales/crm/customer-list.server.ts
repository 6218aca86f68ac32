import { eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { propertyTypes } from "#app/content/property-types.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { customerScope } from "./customer-scope.server.ts";
import { customerSearch, hasOpenDeal, hasSystem, openDeals, whether } from "./customer-filters.server.ts";

const yesOrNo = optionalParam(z.enum(["yes", "no"], { error: "Use yes or no" }));

/**
 * The CRM's customers (/platform/crm/customers), GET /api/crm/customers and its CSV: every customer the user reads
 * (a sales rep's own and unowned ones under the default policy), never one merged into another, with the count of
 * their open deals. `company` is the customer's company name.
 */
export const customerList = defineStaffList({
  path: "/api/crm/customers",
  access: "read:customer:own",
  select: {
    id: customers.id,
    name: customers.name,
    email: customers.email,
    phone: customers.phone,
    company: customers.companyName,
    town: customers.town,
    utility: customers.utility,
    ownerId: customers.ownerId,
    ownerName: fullName(users),
    openDeals,
  },
  from: (db, selection) =>
    db.select(selection).from(customers).leftJoin(users, eq(users.id, customers.ownerId)).$dynamic(),
  where: () => isNull(customers.mergedIntoId),
  filters: {
    q: filter(searchParam, customerSearch),
    town: filter(optionalParam(z.string().trim().max(100, "Must be at most 100 characters")), (town) =>
      town ? sql`lower(${customers.town}) = lower(${town})` : undefined,
    ),
    utility: filter(optionalParam(z.enum(utilityIds)), (utility) => eq(customers.utility, utility)),
    propertyType: filter(optionalParam(z.enum(propertyTypes)), (type) => eq(customers.propertyType, type)),
    /** A staff member's id, or "none" for customers nobody owns. */
    owner: filter(optionalParam(z.union([z.uuid(), z.literal("none")], { error: "Unknown owner" })), (owner) =>
      owner === "none" ? isNull(customers.ownerId) : eq(customers.ownerId, owner),
    ),
    openDeal: filter(yesOrNo, (answer) => whether(hasOpenDeal, answer)),
    hasSystem: filter(yesOrNo, (answer) => whether(hasSystem, answer)),
    tag: filter(optionalParam(z.string().trim().max(40, "Must be at most 40 characters")), (tag) =>
      tag ? sql`${customers.tags} @> array[${tag}]::text[]` : undefined,
    ),
  },
  sorts: {
    createdAt: sortKey(customers.createdAt, "timestamptz"),
    name: sortKey(sql`lower(coalesce(${customers.name}, ${customers.email}))`, "text"),
  },
  dir: "desc",
  id: { column: customers.id, type: "uuid" },
  scope: customerScope,
  csv: {
    select: {
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      company: customers.companyName,
      addresses: sql<string>`array_to_string(array(select jsonb_array_elements_text(${customers.addresses})), ' | ')`,
      town: customers.town,
      utility: customers.utility,
      propertyType: customers.propertyType,
      ownerName: fullName(users),
      tags: sql<string>`array_to_string(${customers.tags}, ', ')`,
      openDeals,
      createdAt: customers.createdAt,
    },
    columns: [
      "name",
      "email",
      "phone",
      "company",
      "addresses",
      "town",
      "utility",
      "propertyType",
      "ownerName",
      "tags",
      "openDeals",
      "createdAt",
    ],
  },
});

export type CustomerPage = StaffListPage<typeof customerList>;
export type CustomerListQuery = StaffListQuery<typeof customerList>;
