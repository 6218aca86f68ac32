import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { equipmentCategories, type EquipmentCategory } from "#app/content/equipment-warranty-terms.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { projects } from "#app/areas/delivery/portal/tables.server.ts";
import { installers, systemKinds, type Installer, type SystemKind } from "./system-values.ts";

/** Someone to ask for at a site (the farm manager, the harbour master), as staff wrote them down. */
export interface SiteContact {
  name: string;
  role?: string;
  phone?: string;
  email?: string;
}

/**
 * A place we service for a customer: its address, utility and what staff need to get in (gate codes, dogs). A
 * customer has one or more; service tickets will name a site (issue 28 §1).
 */
export const sites = pgTable(
  "sites",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    line1: text().notNull(),
    line2: text(),
    /** Null only on a site registered from a project whose address was one line naming no city (decision 0153). */
    city: text(),
    state: text().notNull().default("CA"),
    postalCode: text(),
    utility: text().$type<(typeof utilityIds)[number]>(),
    /** Only for staff who work there (office, admins, the technician assigned), never for clients (decision 0151). */
    accessNotes: text(),
    contacts: jsonb()
      .$type<SiteContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    index("sites_customer_id_idx").on(table.customerId, table.createdAt),
    check("sites_utility_check", sql`${table.utility} is null or ${table.utility} in (${sqlInList(utilityIds)})`),
  ],
);

/**
 * A system at a site: solar, battery or both, its size, when and by whom it was installed. A project registers one
 * once (the unique project id); an orphaned system has none.
 */
export const installedSystems = pgTable(
  "installed_systems",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    kind: text().$type<SystemKind>().notNull(),
    kwDc: numeric({ precision: 8, scale: 2, mode: "number" }),
    kwAc: numeric({ precision: 8, scale: 2, mode: "number" }),
    kwhUsable: numeric({ precision: 8, scale: 2, mode: "number" }),
    /** The day its warranties run from: an installation project's completion date when a project registered it. */
    installedOn: date().notNull(),
    installer: text().$type<Installer>().notNull(),
    monitoringReference: text(),
    projectId: uuid()
      .unique("installed_systems_project_id_key")
      .references(() => projects.id, { onDelete: "set null" }),
  },
  (table) => [
    index("installed_systems_site_id_idx").on(table.siteId, table.installedOn),
    check("installed_systems_kind_check", sql`${table.kind} in (${sqlInList(systemKinds)})`),
    check("installed_systems_installer_check", sql`${table.installer} in (${sqlInList(installers)})`),
    check(
      "installed_systems_sizes_check",
      sql`coalesce(${table.kwDc}, 0) >= 0 and coalesce(${table.kwAc}, 0) >= 0 and coalesce(${table.kwhUsable}, 0) >= 0`,
    ),
  ],
);

/**
 * One kind of equipment in a system (24 panels of one model is one item), with its warranty terms in years. The end
 * dates are never stored: they are the system's install date plus these years (warranty-ends.ts, decision 0152).
 */
export const equipmentItems = pgTable(
  "equipment_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    systemId: uuid()
      .notNull()
      .references(() => installedSystems.id, { onDelete: "cascade" }),
    category: text().$type<EquipmentCategory>().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    serial: text(),
    quantity: integer().notNull().default(1),
    productWarrantyYears: integer(),
    labourWarrantyYears: integer(),
    performanceWarrantyYears: integer(),
  },
  (table) => [
    index("equipment_items_system_id_idx").on(table.systemId),
    // "Systems by make and model": every site with a recalled part.
    index("equipment_items_make_model_idx").on(sql`lower(${table.make})`, sql`lower(${table.model})`),
    check("equipment_items_category_check", sql`${table.category} in (${sqlInList(equipmentCategories)})`),
    check("equipment_items_quantity_check", sql`${table.quantity} > 0`),
    check(
      "equipment_items_warranty_years_check",
      sql`coalesce(${table.productWarrantyYears}, 0) between 0 and 50 and coalesce(${table.labourWarrantyYears}, 0) between 0 and 50 and coalesce(${table.performanceWarrantyYears}, 0) between 0 and 50`,
    ),
  ],
);

export type SiteRow = typeof sites.$inferSelect;
export type InstalledSystemRow = typeof installedSystems.$inferSelect;
export type EquipmentItemRow = typeof equipmentItems.$inferSelect;
