import { sql, type SQL } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { propertyTypes } from "#app/content/property-types.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { MAX_TAGS } from "./customer-tags.ts";

/**
 * A person we deal with, whatever they did first (registered, sent a form, booked, ordered, subscribed): the one
 * record that accounts, leads, appointments, orders and newsletter subscribers point at (`customer_id`), so CRM,
 * service, analytics and chat join on its id rather than on copies of an e-mail address. The records keep their
 * own name, e-mail and phone as they were submitted; this row holds what we know of the person now.
 * Rows are made and joined only by features/customers (customer-intake.server.ts), never elsewhere. The CRM's
 * fields (town, utility, property type, owner, tags) are filled at intake when empty and then kept as staff set them
 * (decision 0140); a merged customer stays, pointing at the one it was merged into.
 */
export const customers = pgTable(
  "customers",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null when all we have is an address (a newsletter sign-up). */
    name: text(),
    /** As first given (or as the account holds it). */
    email: text().notNull(),
    /** What records are matched on: trimmed and lower-cased, plus-tags kept (contact-keys.ts says why). */
    emailNormalized: text().notNull(),
    phone: text(),
    /** The phone's digits, US country code dropped: a hint for staff that two customers may be one person. */
    phoneDigits: text(),
    companyName: text(),
    /** One-line postal addresses the person gave (a site, a delivery, a billing address), oldest first, no repeats. */
    addresses: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The town of the service area the person's site is in, as its address names it (or as staff set it). */
    town: text(),
    utility: text().$type<(typeof utilityIds)[number]>(),
    propertyType: text().$type<(typeof propertyTypes)[number]>(),
    /**
     * The staff member (an account) who looks after the person: a sales rep reads their own and unowned customers.
     * No foreign key: with users.customer_id it would make a cycle no backup's insertion order satisfies, and accounts
     * are disabled, never deleted; the writes that set it check the account (decision 0140).
     */
    ownerId: uuid(),
    /** Staff's labels, each 1 to 40 characters (the write's schema holds their length; a check cannot read elements). */
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Set when staff merged this customer into another: its records moved there, and lists leave it out. No foreign
     * key: a backup restores a table's rows in no particular order; the merge sets it to a row it holds locked.
     */
    mergedIntoId: uuid(),
    /**
     * The customer who referred this one (decision 0145): never itself, never a merged customer (a merge points it at
     * the survivor). No foreign key, for the reason `mergedIntoId` has none.
     */
    referredById: uuid(),
    /** What the CRM's search matches: name, e-mail, phone digits and company, lower-cased, one per line. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(coalesce(${customers.name}, '') || chr(10) || ${customers.email} || chr(10) || coalesce(${customers.phoneDigits}, '') || chr(10) || coalesce(${customers.companyName}, ''))`,
      ),
  },
  (table) => [
    // Not unique: an account whose address is unconfirmed and a guest with the same address are two customers until
    // the account confirms it (decision 0114).
    index("customers_email_normalized_idx").on(table.emailNormalized),
    index("customers_phone_digits_idx").on(table.phoneDigits),
    index("customers_owner_id_idx").on(table.ownerId),
    index("customers_tags_idx").using("gin", table.tags),
    index("customers_merged_into_id_idx").on(table.mergedIntoId),
    // The CRM list's town and utility filters, over the customers it lists, so its total is read from the index alone;
    // its search is a trigram index on search_text, written in the migration after pg_trgm (decision 0146).
    // The list's order, newest first, so a page of a common filter's matches is read in order, not sorted.
    index("customers_listed_idx")
      .on(sql`${table.createdAt} desc`, sql`${table.id} desc`)
      .where(sql`${table.mergedIntoId} is null`),
    index("customers_town_idx")
      .on(sql`lower(${table.town})`)
      .where(sql`${table.mergedIntoId} is null`),
    index("customers_utility_idx")
      .on(table.utility)
      .where(sql`${table.mergedIntoId} is null`),
    index("customers_referred_by_id_idx").on(table.referredById),
    check("customers_utility_check", sql`${table.utility} is null or ${table.utility} in (${sqlInList(utilityIds)})`),
    check(
      "customers_property_type_check",
      sql`${table.propertyType} is null or ${table.propertyType} in (${sqlInList(propertyTypes)})`,
    ),
    check("customers_tags_check", sql`cardinality(${table.tags}) <= ${sql.raw(String(MAX_TAGS))}`),
    check("customers_merged_into_check", sql`${table.mergedIntoId} is null or ${table.mergedIntoId} <> ${table.id}`),
    check("customers_referred_by_check", sql`${table.referredById} is null or ${table.referredById} <> ${table.id}`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
