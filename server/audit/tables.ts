import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The audit trail (issue 26 §3, decision 0132): one row per staff write, sign-in, failed sign-in, export and
 * second-factor reset. Append-only: a trigger (migration 0023_audit_trail) refuses UPDATE and DELETE but the
 * retention job's. No foreign key to `users`: a row outlives the account it names, and a cascade would be a delete.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null for a failed sign-in (nobody is signed in) and for the command line. */
    actorId: uuid(),
    /** The actor's role when it happened; a later role change does not rewrite history. */
    actorRole: text(),
    /** `<entity>.<what>` for a write (`lead.status`), `sign_in`, `sign_in_failed`, `export.<list>`. */
    action: text().notNull(),
    entity: text(),
    entityId: text(),
    /** The record's fields the write changes, read before it; secrets never (server/audit/secret-fields.ts). */
    before: jsonb().$type<Record<string, unknown>>(),
    /** The write's parsed input and the record's id; secrets never. */
    after: jsonb().$type<Record<string, unknown>>(),
    clientAddress: text(),
  },
  (table) => [
    index("audit_events_occurred_at_idx").on(table.occurredAt.desc(), table.id.desc()),
    index("audit_events_record_idx").on(table.entity, table.entityId, table.occurredAt.desc()),
    index("audit_events_actor_idx").on(table.actorId, table.occurredAt.desc()),
    index("audit_events_action_idx").on(sql`${table.action} text_pattern_ops`, table.occurredAt.desc()),
  ],
);
