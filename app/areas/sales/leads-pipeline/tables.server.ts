import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { leadActivityKinds, leadStatuses, type LeadActivityDetail, type LeadStatus } from "./pipeline.ts";
import { noteKinds, noteOutcomes, type NoteKind, type NoteOutcome } from "./activity-kinds.ts";

export const leadActivityKind = pgEnum("lead_activity_kind", leadActivityKinds);

/**
 * What a timeline entry, a note or a task is on: a lead, or a customer without a deal (one activity system for both,
 * decision 0144). Exactly one of the two is set; a merge moves a customer's rows with the rest of their records.
 */
const subjectColumns = () => ({
  leadId: uuid().references(() => leads.id, { onDelete: "cascade" }),
  customerId: uuid().references(() => customers.id, { onDelete: "cascade" }),
});
const oneSubject = (name: string, table: { leadId: AnyPgColumn; customerId: AnyPgColumn }) =>
  check(name, sql`num_nonnulls(${table.leadId}, ${table.customerId}) = 1`);

/**
 * A lead's timeline: every pipeline change, with who made it and when; and the activities logged on a customer
 * without a deal. Rows are only ever added.
 */
export const leadActivities = pgTable(
  "lead_activities",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...subjectColumns(),
    /** Null once the acting account is deleted; the entry stays. */
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    kind: leadActivityKind().notNull(),
    /** What changed, as it was at the time (names and titles are copied, not referenced). */
    detail: jsonb().$type<LeadActivityDetail>().notNull(),
  },
  (table) => [
    index("lead_activities_lead_id_created_at_idx").on(table.leadId, table.createdAt),
    index("lead_activities_customer_id_created_at_idx").on(table.customerId, table.createdAt),
    oneSubject("lead_activities_subject_check", table),
  ],
);

/**
 * Staff notes on a lead or a customer: plain text, shown escaped; each a note or a call, meeting or e-mail with its
 * outcome.
 */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...subjectColumns(),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    kind: text().$type<NoteKind>().notNull().default("note"),
    outcome: text().$type<NoteOutcome>(),
    /** The API caller's Idempotency-Key: a repeat returns this note instead of adding another. */
    idempotencyKey: text(),
  },
  (table) => [
    index("lead_notes_lead_id_created_at_idx").on(table.leadId, table.createdAt),
    index("lead_notes_customer_id_idx").on(table.customerId),
    oneSubject("lead_notes_subject_check", table),
    uniqueIndex("lead_notes_idempotency_key_idx").on(table.idempotencyKey),
    check("lead_notes_kind_check", sql`${table.kind} in (${sqlInList(noteKinds)})`),
    check("lead_notes_outcome_check", sql`${table.outcome} in (${sqlInList(noteOutcomes)})`),
  ],
);

/** Follow-up tasks on a lead or a customer, each for one staff member, with a due time. */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...subjectColumns(),
    assigneeId: uuid().references(() => users.id, { onDelete: "set null" }),
    title: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    /** The API caller's Idempotency-Key: a repeat returns this task instead of adding another. */
    idempotencyKey: text(),
  },
  (table) => [
    uniqueIndex("lead_tasks_idempotency_key_idx").on(table.idempotencyKey),
    index("lead_tasks_lead_id_idx").on(table.leadId, table.dueAt),
    index("lead_tasks_customer_id_idx").on(table.customerId, table.dueAt),
    oneSubject("lead_tasks_subject_check", table),
    // "My open tasks": a handful of rows per admin, soonest first.
    index("lead_tasks_open_by_assignee_idx")
      .on(table.assigneeId, table.dueAt)
      .where(sql`${table.completedAt} is null`),
  ],
);

/**
 * When a lead entered each stage and left it (docs/decisions/0138): the status write closes the open row and opens
 * the next in its transaction, so time in stage is now minus the open row's `enteredAt`. One open row per lead.
 */
export const leadStageHistory = pgTable(
  "lead_stage_history",
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text().$type<LeadStatus>().notNull(),
    enteredAt: timestamp({ withTimezone: true }).notNull(),
    leftAt: timestamp({ withTimezone: true }),
    /** Who moved the lead into this stage; null for its first stage and once the account is deleted. */
    changedById: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("lead_stage_history_open_idx")
      .on(table.leadId)
      .where(sql`${table.leftAt} is null`),
    index("lead_stage_history_lead_id_entered_at_idx").on(table.leadId, table.enteredAt),
    check("lead_stage_history_status_check", sql`${table.status} in (${sqlInList(leadStatuses)})`),
    check("lead_stage_history_left_after_entered_check", sql`${table.leftAt} >= ${table.enteredAt}`),
  ],
);
