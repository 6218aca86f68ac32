import { eq, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { company } from "#app/content/company.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { equipmentItems, installedSystems, sites } from "./tables.server.ts";
import { SOON_DAYS } from "./warranty-ends.ts";
import { warrantyEndSql } from "./warranty-sql.server.ts";

/** Today at the office, in SQL: the lists' 90 days run from the database's clock, the same on every instance. */
export const officeTodaySql = sql`(now() at time zone ${sql.raw(`'${company.timeZone}'`)})::date`;

const horizon = sql`(${officeTodaySql} + ${sql.raw(String(SOON_DAYS))})`;
/** An end date when it falls from today to 90 days on, else null. */
const endingSoon = (years: AnyColumn) =>
  sql`case when (${warrantyEndSql(years)})::date between ${officeTodaySql} and ${horizon} then ${warrantyEndSql(years)} end`;

/** The first of an item's warranties to end in the next 90 days, or null (least ignores the nulls). */
export const nextWarrantyEnd = sql<
  string | null
>`least(${endingSoon(equipmentItems.productWarrantyYears)}, ${endingSoon(equipmentItems.labourWarrantyYears)}, ${endingSoon(equipmentItems.performanceWarrantyYears)})`;

/** An equipment item where it is: its system, site and customer, with its three warranty end dates. */
export const equipmentRowColumns = {
  id: equipmentItems.id,
  systemId: installedSystems.id,
  siteId: sites.id,
  customerId: customers.id,
  customerName: sql<string>`coalesce(${customers.name}, ${customers.email})`,
  line1: sites.line1,
  city: sites.city,
  postalCode: sites.postalCode,
  category: equipmentItems.category,
  make: equipmentItems.make,
  model: equipmentItems.model,
  serial: equipmentItems.serial,
  quantity: equipmentItems.quantity,
  installedOn: installedSystems.installedOn,
  installer: installedSystems.installer,
  productEnds: warrantyEndSql(equipmentItems.productWarrantyYears),
  labourEnds: warrantyEndSql(equipmentItems.labourWarrantyYears),
  performanceEnds: warrantyEndSql(equipmentItems.performanceWarrantyYears),
};

/** Equipment items joined to their system, site and customer: the rows of both service lists. */
export const equipmentWhereItIs = (db: Database, selection: SelectedFields) =>
  db
    .select(selection)
    .from(equipmentItems)
    .innerJoin(installedSystems, eq(installedSystems.id, equipmentItems.systemId))
    .innerJoin(sites, eq(sites.id, installedSystems.siteId))
    .innerJoin(customers, eq(customers.id, sites.customerId))
    .$dynamic();

export const equipmentCsvColumns = [
  "id",
  "customerName",
  "line1",
  "city",
  "postalCode",
  "category",
  "make",
  "model",
  "serial",
  "quantity",
  "installedOn",
  "installer",
  "productEnds",
  "labourEnds",
  "performanceEnds",
] as const;
