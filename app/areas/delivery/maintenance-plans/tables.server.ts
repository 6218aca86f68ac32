import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { planTemplateIds } from "#app/content/maintenance-plans.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { planStates, planVisitStates, type PlanState, type PlanVisitState } from "./plan-states.ts";

/**
 * One term of a maintenance plan at a site (issue 29 §1, decision 0187): its template (content), the days it runs
 * and the day of the month its visits are anchored on, carried into its renewals. A renewal is the next term's row,
 * naming the one it renews (once). A plan bought in the shop names its order line (once, however often the order is
 * retried).
 */
export const sitePlans = pgTable(
  "site_plans",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    templateId: text().notNull(),
    priceCents: integer().notNull(),
    startsOn: date().notNull(),
    endsOn: date().notNull(),
    /** The first term's start day: a renewal starting on a clamped day (February 28) keeps the 29th, 30th or 31st. */
    anchorDay: smallint().notNull(),
    state: text().$type<PlanState>().notNull().default("active"),
    renewsPlanId: uuid()
      .unique("site_plans_renews_plan_id_key")
      .references((): AnyPgColumn => sitePlans.id, { onDelete: "set null" }),
    /**
     * The shop's order line it was bought on (`order_lines.id`). Unique: one plan per line, however often the order
     * is retried. No foreign key: the delivery area's schema does not import the shop's (an import cycle through the
     * CRM), and an order line is never deleted.
     */
    orderLineId: uuid().unique("site_plans_order_line_id_key"),
    /** Who sold or renewed it by hand; null for a plan bought in the shop. */
    soldBy: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The first day past the visits generated so far (12 months ahead); the daily job moves it on. */
    visitsUntil: date().notNull(),
    /** When the customer was told this term ends (once per term: the renewal reminders job, decision 0192). */
    renewalRemindedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("site_plans_site_id_idx").on(table.siteId, table.startsOn),
    // The horizon job's claim: active plans with visits still to generate.
    index("site_plans_visits_until_idx")
      .on(table.visitsUntil)
      .where(sql`${table.state} = 'active' and ${table.visitsUntil} <= ${table.endsOn}`),
    // The renewal reminders' claim: active terms not yet reminded, by their end.
    index("site_plans_renewal_idx")
      .on(table.endsOn)
      .where(sql`${table.state} = 'active' and ${table.renewalRemindedAt} is null`),
    check("site_plans_template_id_check", sql`${table.templateId} in (${sqlInList(planTemplateIds)})`),
    check("site_plans_state_check", sql`${table.state} in (${sqlInList(planStates)})`),
    check("site_plans_term_check", sql`${table.endsOn} >= ${table.startsOn}`),
    check("site_plans_anchor_day_check", sql`${table.anchorDay} between 1 and 31`),
    check("site_plans_price_check", sql`${table.priceCents} >= 0`),
  ],
);

/** One item of a visit's checklist as the technician recorded it. */
export interface ChecklistResult {
  item: string;
  checked: boolean;
}

/**
 * A visit a plan's schedule put on the calendar: one per visit template and occurrence (the unique key makes
 * generating again harmless), due on a business day. Booking it names the service ticket and the crew-calendar
 * visit that carry it out; cancelling that booking clears them and the visit is due again.
 */
export const planVisits = pgTable(
  "plan_visits",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    planId: uuid()
      .notNull()
      .references(() => sitePlans.id, { onDelete: "cascade" }),
    visitKey: text().notNull(),
    occurrence: integer().notNull(),
    title: text().notNull(),
    /** Where the schedule puts it, on the plan's anchor day. */
    scheduledOn: date().notNull(),
    /** The scheduled day, or the office's next open day after it. */
    dueOn: date().notNull(),
    state: text().$type<PlanVisitState>().notNull().default("due"),
    ticketId: uuid().references(() => serviceTickets.id, { onDelete: "set null" }),
    /** The crew-calendar visit booked for it (`POST /api/service/tickets/:id/visits`). */
    serviceVisitId: uuid(),
    doneOn: date(),
    checklist: jsonb().$type<ChecklistResult[]>(),
    notes: text(),
    /** When its customer was mailed that it is due, with the link to book it (once per visit: decision 0201). */
    dueRemindedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique("plan_visits_occurrence_key").on(table.planId, table.visitKey, table.occurrence),
    // The office's due list: due visits by date.
    index("plan_visits_due_on_idx")
      .on(table.dueOn)
      .where(sql`${table.state} = 'due'`),
    // The due reminders' claim: due visits not mailed yet, by due day.
    index("plan_visits_due_reminder_idx")
      .on(table.dueOn)
      .where(sql`${table.state} = 'due' and ${table.dueRemindedAt} is null`),
    index("plan_visits_plan_id_idx").on(table.planId, table.dueOn),
    check("plan_visits_state_check", sql`${table.state} in (${sqlInList(planVisitStates)})`),
    check(
      "plan_visits_booking_check",
      sql`(${table.state} <> 'due' or ${table.serviceVisitId} is null) and (${table.state} <> 'booked' or ${table.serviceVisitId} is not null)`,
    ),
    check("plan_visits_done_check", sql`(${table.state} = 'done') = (${table.doneOn} is not null)`),
  ],
);

export type SitePlanRow = typeof sitePlans.$inferSelect;
export type PlanVisitRow = typeof planVisits.$inferSelect;
