import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A person we deal with, whatever they did first (registered, sent a form, booked, ordered, subscribed): the one
 * record that accounts, leads, appointments, orders and newsletter subscribers point at (`customer_id`), so CRM,
 * service, analytics and chat join on its id rather than on copies of an e-mail address. The records keep their
 * own name, e-mail and phone as they were submitted; this row holds what we know of the person now.
 * Rows are made and joined only by features/customers (customer-intake.server.ts), never elsewhere.
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
  },
  (table) => [
    // Not unique: an account whose address is unconfirmed and a guest with the same address are two customers until
    // the account confirms it (decision 0114).
    index("customers_email_normalized_idx").on(table.emailNormalized),
    index("customers_phone_digits_idx").on(table.phoneDigits),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
