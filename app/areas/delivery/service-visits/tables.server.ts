import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { visitStatuses, type VisitStatus } from "./visit-statuses.ts";

/**
 * A technician's visit to a ticket's site. It holds a crew in the booking calendar from its start to `heldUntil`
 * (slot_claims, like a booked appointment, decision 0177) and its technician for the same time
 * (visit_technician_claims, decision 0178). `startedAt` to `completedAt` is the time on site.
 */
export const serviceVisits = pgTable(
  "service_visits",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ticketId: uuid()
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    technicianId: uuid()
      .notNull()
      .references(() => users.id),
    /** 1..BOOKING_CREWS: the crew whose slot claims the visit holds. */
    crew: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The end plus the travel buffer: what the visit keeps its crew and technician from. */
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<VisitStatus>().notNull().default("scheduled"),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The checklist items (app/content/visit-checklists.ts) the technician ticked on completion. */
    checklist: jsonb().$type<string[]>(),
    scheduledBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("service_visits_ticket_id_idx").on(table.ticketId, table.startsAt),
    // A technician's day: their visits by start.
    index("service_visits_technician_id_idx").on(table.technicianId, table.startsAt),
    index("service_visits_starts_at_idx").on(table.startsAt),
    check("service_visits_status_check", sql`${table.status} in (${sqlInList(visitStatuses)})`),
    check(
      "service_visits_time_check",
      sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.heldUntil}`,
    ),
    check("service_visits_crew_check", sql`${table.crew} >= 1`),
    check(
      "service_visits_started_check",
      sql`(${table.status} in ('started', 'completed')) = (${table.startedAt} is not null)`,
    ),
    check("service_visits_completed_check", sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`),
    check("service_visits_cancelled_check", sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`),
  ],
);

/**
 * What keeps a technician from two visits at once: a visit claims its technician's claim units (5 minutes) from its
 * start to its `heldUntil`, and the unique index refuses a unit claimed twice, whatever the interleaving (decision
 * 0178). Booked appointments assigned to a technician do not claim here: they hold a crew, not a person.
 */
export const visitTechnicianClaims = pgTable(
  "visit_technician_claims",
  {
    visitId: uuid()
      .notNull()
      .references(() => serviceVisits.id, { onDelete: "cascade" }),
    technicianId: uuid()
      .notNull()
      .references(() => users.id),
    unitStart: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("visit_technician_claims_unit_idx").on(table.technicianId, table.unitStart),
    index("visit_technician_claims_visit_id_idx").on(table.visitId),
  ],
);

/** A part used on a ticket, taken from stock (its inventory_adjustments row names the ticket's reference). */
export const ticketParts = pgTable(
  "ticket_parts",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ticketId: uuid()
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    /**
     * The product taken. No foreign key in the schema: importing commerce's tables here closes an import cycle
     * through its orders' values; the `inventory_adjustments` row written in the same transaction references the
     * product and restricts its deletion, so the id stays a product's (decision 0179).
     */
    productId: integer().notNull(),
    /** The SKU as it was used, so the ticket reads the same if the catalogue renames it. */
    sku: text().notNull(),
    quantity: integer().notNull(),
    addedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("ticket_parts_ticket_id_idx").on(table.ticketId, table.createdAt),
    check("ticket_parts_quantity_check", sql`${table.quantity} > 0`),
  ],
);

/** What a technician's day does once per key: the form's key of an added part or note, so a retry adds nothing. */
export const visitActionKeys = pgTable("visit_action_keys", {
  idempotencyKey: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  ticketId: uuid()
    .notNull()
    .references(() => serviceTickets.id, { onDelete: "cascade" }),
});

export type ServiceVisitRow = typeof serviceVisits.$inferSelect;
export type TicketPartRow = typeof ticketParts.$inferSelect;
