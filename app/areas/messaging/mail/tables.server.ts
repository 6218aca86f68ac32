import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailStatuses = ["queued", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Every mail the app sends, written in the same transaction as the record it is
 * about; the outbox worker delivers it. A row is the proof of what was sent, when.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What the mail is, e.g. "lead_staff", "lead_confirmation", "newsletter_welcome". */
    kind: text().notNull(),
    to: text().notNull(),
    /**
     * The customer a mail to a customer went to (a lead's, a booking's, an order's confirmation), so their records'
     * timelines show it; null for mails to staff and to accounts (decision 0139).
     */
    customerId: uuid().references(() => customers.id, { onDelete: "set null" }),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb().$type<Record<string, string>>(),
    /** Text attachments, e.g. a calendar invitation (text/calendar). */
    attachments: jsonb().$type<MailAttachment[]>(),
    status: text().$type<MailStatus>().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    /** When a worker may next try it; a claim pushes it forward by the lease, so a crashed worker's rows come back. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** A staff resend is a copy of the mail it resends: the original stays as the proof of what went out first. */
    resendOf: uuid().references((): AnyPgColumn => mailOutbox.id, { onDelete: "set null" }),
    /** Who resent it; with `createdAt`, the resend's log line on both mails' pages. */
    resentBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("mail_outbox_status_check", sql`${table.status} in ('queued', 'sent', 'failed')`),
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    index("mail_outbox_created_at_idx").on(table.createdAt),
    index("mail_outbox_resend_of_idx").on(table.resendOf),
    index("mail_outbox_customer_id_idx").on(table.customerId, table.createdAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
