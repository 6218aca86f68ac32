import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { invalid } from "#server/domain-errors.ts";
import { validationMessage } from "#server/http/errors.ts";
import { assertSameRequest } from "#server/http/idempotency-key.ts";
import type { AppServices } from "#server/services.ts";
import { customerForIntake } from "#app/areas/customers/index.server.ts";
import { leadForBooking, newReference } from "#app/areas/sales/index.server.ts";
import { addLeadActivity, rescoreLead } from "#app/areas/sales/index.server.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { appointmentChangeMails } from "./booking-mails.server.ts";
import { bookingContext, type BookingContext } from "./booking-context.server.ts";
import type { CreateBooking } from "./booking-schema.ts";
import { START_MESSAGE } from "./booking-schema.ts";
import { localDateOf } from "./local-date.ts";
import { loadOccupancy } from "./occupancy.server.ts";
import { claimSlot } from "./slot-claims.server.ts";
import { daySlots, freeCrew, type TimeRange } from "./slot-engine.ts";
import { appointments, type AppointmentRow } from "./tables.server.ts";

const MINUTE = 60_000;
const REMINDER_BEFORE_MS = 24 * 60 * MINUTE;
const REFERENCE_ATTEMPTS = 5;

/** The chosen start was free when shown and is not now: the API answers 409 with the day's fresh slots. */
export class SlotTakenError extends Error {
  constructor(readonly date: string) {
    super("slot taken");
  }
}

/** The times an appointment of this type starting at `start` keeps and shows. */
export function appointmentTimes(slug: CreateBooking["type"], start: Date) {
  const type = appointmentTypeBySlug(slug)!;
  const endsAt = new Date(start.getTime() + type.durationMinutes * MINUTE);
  return {
    startsAt: start,
    endsAt,
    heldUntil: new Date(endsAt.getTime() + type.bufferAfterMinutes * MINUTE),
    remindAt: new Date(start.getTime() - REMINDER_BEFORE_MS),
  };
}

/**
 * Checks `start` against the calendar as this transaction sees it and claims it: 400 when it is no slot this type
 * ever offers (off the grid, outside hours, too soon, past the horizon), SlotTakenError when it is one but taken.
 * Returns the crew whose units the appointment now holds.
 */
export async function claimStart(
  tx: Database,
  context: BookingContext,
  appointment: { id: string; type: CreateBooking["type"] },
  start: Date,
  now: Date,
): Promise<number> {
  const { rules } = context;
  const type = appointmentTypeBySlug(appointment.type)!;
  const date = localDateOf(start, rules.timeZone);
  const isStart = (slots: TimeRange[]) => slots.some((slot) => slot.start.getTime() === start.getTime());
  const open = { appointments: [], blocks: [], closedDates: new Set<string>() };
  if (!isStart(daySlots(rules, type, date, now, open))) {
    throw invalid(validationMessage, { start: START_MESSAGE });
  }
  const occupancy = await loadOccupancy(tx, date, date, rules.timeZone, appointment.id);
  const { heldUntil } = appointmentTimes(appointment.type, start);
  const held = { start, end: heldUntil };
  const preferred = freeCrew(rules.crews, held, occupancy);
  if (!isStart(daySlots(rules, type, date, now, occupancy)) || preferred === null) throw new SlotTakenError(date);
  // Crews in ascending order only: every transaction takes (crew, unit) keys in one global order, so concurrent
  // claims wait on each other but never deadlock. Crews before `preferred` were taken a moment ago.
  const order = Array.from({ length: rules.crews - preferred + 1 }, (_, i) => preferred + i);
  const crew = await claimSlot(tx, { appointmentId: appointment.id }, held, order);
  if (crew === null) throw new SlotTakenError(date);
  return crew;
}

export interface BookingRequest {
  idempotencyKey?: string;
  /** The request's fingerprint (server/http/idempotency-key.ts): its key sent with another body is a 422. */
  requestFingerprint?: string;
  userId: string | null;
}

type RequestKey = Pick<BookingRequest, "idempotencyKey" | "requestFingerprint">;

export interface BookedAppointment {
  appointment: AppointmentRow;
  created: boolean;
  manageUrl: string;
}

/** The booking an earlier request with this key made, as it was answered; a 422 when that request was another one. */
async function bookedBefore(
  db: Database,
  context: BookingContext,
  request: RequestKey,
): Promise<BookedAppointment | null> {
  if (!request.idempotencyKey) return null;
  const [first] = await db.select().from(appointments).where(eq(appointments.idempotencyKey, request.idempotencyKey));
  if (!first) return null;
  if (request.requestFingerprint) assertSameRequest(first.requestFingerprint, request.requestFingerprint);
  return { appointment: first, created: false, manageUrl: context.manageUrl(first) };
}

/** A booking's retry, answered before anything is counted against the client's limit; null for a new key. */
export function repeatedBooking(services: AppServices, request: RequestKey): Promise<BookedAppointment | null> {
  return bookedBefore(services.db, bookingContext(services), request);
}

/**
 * Books an appointment in one transaction: checks and claims the slot, finds or makes the lead, puts the booking
 * on its timeline and queues the mails. A repeat of an idempotency key returns the first booking.
 */
export async function bookAppointment(
  services: AppServices,
  input: CreateBooking,
  request: BookingRequest,
  now = new Date(),
): Promise<BookedAppointment> {
  const context = bookingContext(services);
  const start = new Date(input.start);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await services.db.transaction(async (tx) => {
        const first = await bookedBefore(tx, context, request);
        if (first) return first;
        const id = randomUUID();
        const customerId = await customerForIntake(
          tx,
          { name: input.name, email: input.email, phone: input.phone, address: input.address },
          request.userId,
        );
        // The same contact on the appointment and on its lead.
        const contact = {
          customerName: input.name,
          email: input.email,
          phone: input.phone,
          address: input.address ?? null,
          notes: input.notes ?? null,
          userId: request.userId,
          customerId,
        };
        const type = appointmentTypeBySlug(input.type)!;
        const lead = await leadForBooking(tx, contact, {
          service: type.service,
          onSite: type.location === "on_site",
        });
        const [inserted] = await tx
          .insert(appointments)
          .values({
            ...contact,
            id,
            reference: newReference("AP"),
            type: input.type,
            ...appointmentTimes(input.type, start),
            crew: 1,
            leadId: lead.id,
            idempotencyKey: request.idempotencyKey ?? null,
            requestFingerprint: request.requestFingerprint ?? null,
          })
          .returning();
        const crew = await claimStart(tx, context, { id, type: input.type }, start, now);
        const appointment =
          crew === inserted!.crew
            ? inserted!
            : (await tx.update(appointments).set({ crew }).where(eq(appointments.id, id)).returning())[0]!;
        await addLeadActivity(tx, lead.id, null, "appointment_booked", {
          appointmentId: id,
          reference: appointment.reference,
          typeName: appointmentTypeBySlug(appointment.type)!.name,
          startsAt: appointment.startsAt.toISOString(),
        });
        await rescoreLead(tx, { customerId });
        const manageUrl = context.manageUrl(appointment);
        await enqueueMails(tx, appointmentChangeMails(appointment, { kind: "booked", manageUrl }, context.mail));
        return { appointment, created: true, manageUrl };
      });
    } catch (error) {
      const collided =
        isUniqueViolation(error, "appointments_reference_idx") || isUniqueViolation(error, "leads_reference_idx");
      if (attempt < REFERENCE_ATTEMPTS && collided) continue;
      // Two requests with one key raced: the loser's insert met the winner's row, which the retry returns.
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "appointments_idempotency_key_idx")) continue;
      throw error;
    }
  }
}
