import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { appointmentTypeSlugs, type AppointmentTypeSlug } from "#app/content/appointment-types.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { serviceVisits } from "#app/areas/delivery/service-visits/tables.server.ts";
import { appointmentStatuses, type AppointmentStatus } from "./appointment-status.ts";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * A booked visit or call. Rescheduling moves the row (same id, so the calendar invitation keeps its UID) and
 * raises `sequence`; a manage link names the sequence it was sent with, so an old link shows what changed.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Shown to the customer, e.g. AP-7K3Q9P. */
    reference: text().notNull(),
    type: text().$type<AppointmentTypeSlug>().notNull(),
    status: text().$type<AppointmentStatus>().notNull().default("booked"),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The end plus the type's buffer: what the appointment keeps its crew from. */
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    /** 1..BOOKING_CREWS: the crew whose slot claims the appointment holds. */
    crew: integer().notNull(),
    /** The calendar invitation's SEQUENCE: 0 when booked, raised by every reschedule and the cancel. */
    sequence: integer().notNull().default(0),
    customerName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text(),
    notes: text(),
    /** The person this concerns (features/customers); the name, e-mail and phone above stay as submitted. */
    customerId: uuid().references(() => customers.id),

    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The staff member who makes the visit (decision 0136): what a technician's view of appointments is scoped to. */
    technicianId: uuid().references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text(),
    /** SHA-256 of the request that booked it, so its key sent with another body is refused; null before 2026-11-27. */
    requestFingerprint: text(),
    /** When the reminder is due (24 h before the start); reset by a reschedule. */
    remindAt: timestamp({ withTimezone: true }).notNull(),
    reminderSentAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Why the customer cancelled, if they said: shown to staff on the appointment and in the staff notice. */
    cancelReason: text(),
  },
  (table) => [
    uniqueIndex("appointments_reference_idx").on(table.reference),
    uniqueIndex("appointments_idempotency_key_idx").on(table.idempotencyKey),
    index("appointments_starts_at_idx").on(table.startsAt),
    index("appointments_lead_id_idx").on(table.leadId),
    index("appointments_customer_id_idx").on(table.customerId),
    index("appointments_technician_id_idx").on(table.technicianId, table.startsAt),
    // The reminder job's queue: booked appointments whose reminder has not gone out.
    index("appointments_reminder_due_idx")
      .on(table.remindAt)
      .where(sql`${table.status} = 'booked' and ${table.reminderSentAt} is null`),
    check("appointments_status_check", sql`${table.status} in (${inList(appointmentStatuses)})`),
    check("appointments_type_check", sql`${table.type} in (${inList(appointmentTypeSlugs)})`),
    check(
      "appointments_time_check",
      sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.heldUntil}`,
    ),
    check("appointments_crew_check", sql`${table.crew} >= 1`),
    check("appointments_cancelled_check", sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`),
  ],
);

/**
 * What makes a double booking impossible: a booked appointment claims every claim unit (5 minutes, which every
 * slot interval, duration and buffer is a multiple of) from its start to its `heldUntil`, on its crew. Two
 * appointments that overlap on one crew would claim one unit twice, which the unique index refuses, whatever
 * the interleaving of concurrent bookings (docs/decisions/0041). A service visit claims its crew's units the same
 * way (decision 0177): a claim belongs to an appointment or to a visit, never both.
 */
export const slotClaims = pgTable(
  "slot_claims",
  {
    appointmentId: uuid().references(() => appointments.id, { onDelete: "cascade" }),
    visitId: uuid().references(() => serviceVisits.id, { onDelete: "cascade" }),
    crew: integer().notNull(),
    unitStart: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("slot_claims_crew_unit_idx").on(table.crew, table.unitStart),
    index("slot_claims_appointment_id_idx").on(table.appointmentId),
    index("slot_claims_visit_id_idx").on(table.visitId),
    check("slot_claims_holder_check", sql`(${table.appointmentId} is null) <> (${table.visitId} is null)`),
  ],
);

/** Holidays and other days staff close for bookings, as dates in the company's zone. */
export const bookingClosedDays = pgTable("booking_closed_days", {
  date: date({ mode: "string" }).primaryKey(),
  reason: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
});

/** Times staff take out of the booking calendar (training, a crew away); no crew is bookable in them. */
export const bookingBlocks = pgTable(
  "booking_blocks",
  {
    id: uuid().primaryKey().defaultRandom(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("booking_blocks_starts_at_idx").on(table.startsAt),
    check("booking_blocks_time_check", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** The staff calendar feed's secret: one row; regenerating replaces the token, so old subscriptions stop. */
export const bookingFeed = pgTable(
  "booking_feed",
  {
    id: integer().primaryKey().default(1),
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("booking_feed_single_row_check", sql`${table.id} = 1`)],
);

export type AppointmentRow = typeof appointments.$inferSelect;
