import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "#app/areas/customers/tables.server.ts";

/**
 * Newsletter subscribers, one row per address whatever its case. Unsubscribing
 * keeps the row with unsubscribedAt set, so the unsubscribe link keeps working;
 * subscribing again clears it.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    email: text().notNull(),
    /** Only the consultation form sends a name. */
    name: text(),
    /** Where the address first came from. */
    source: text().$type<NewsletterSource>().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** The person the address belongs to (features/customers). */
    customerId: uuid().references(() => customers.id),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${table.email})`),
    index("newsletter_subscribers_customer_id_idx").on(table.customerId),
    check(
      "newsletter_subscribers_source_check",
      sql`${table.source} in ('newsletter_form', 'solar_consultation_form')`,
    ),
  ],
);

export type NewsletterSource = "newsletter_form" | "solar_consultation_form";
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
