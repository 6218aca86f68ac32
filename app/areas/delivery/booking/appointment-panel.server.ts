import { eq } from "drizzle-orm";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { isDomainError } from "#server/domain-errors.ts";
import type { AppServices } from "#server/services.ts";
import { availableSlots, checkBookableDates, slotsJson, type SlotJson } from "./available-slots.server.ts";
import { bookingRules } from "./booking-rules.server.ts";
import { localDateOf, type LocalDate } from "./local-date.ts";
import { bookableDates } from "./slot-engine.ts";
import { appointmentColumns } from "./appointments-admin.server.ts";
import { appointments } from "./tables.server.ts";

export interface MoveChoice {
  /** The date whose free times are shown. */
  date: LocalDate;
  /** The dates a move may go to: today to the type's horizon. */
  first: LocalDate;
  last: LocalDate;
  slots: SlotJson[];
  /** Why there are no times to show (a date outside first..last). */
  error: string | null;
}

/**
 * The appointment opened from the calendar or list (`?appointment=`), with the free times of `on` (its own date
 * by default) to move it to: the slots API's answer for its type, with its own time counted as free.
 */
export async function appointmentPanel(
  services: AppServices,
  id: string | undefined,
  on: LocalDate | undefined,
  now = new Date(),
) {
  if (!id) return null;
  const [appointment] = await services.db.select(appointmentColumns).from(appointments).where(eq(appointments.id, id));
  if (!appointment) return null;
  if (appointment.status !== "booked") return { appointment, move: null };
  const rules = bookingRules(services.config);
  const { first, last } = bookableDates(appointmentTypeBySlug(appointment.type)!, now, rules.timeZone);
  const own = localDateOf(appointment.startsAt, rules.timeZone);
  const date = on ?? (own < first ? first : own > last ? last : own);
  const move: MoveChoice = { date, first, last, slots: [], error: null };
  try {
    checkBookableDates(appointment.type, [["on", date]], now, rules.timeZone);
    const slots = await availableSlots(services.db, rules, appointment.type, date, date, now, appointment.id);
    move.slots = slotsJson(slots, rules.timeZone);
  } catch (error) {
    if (!isDomainError(error, "invalid")) throw error;
    move.error = error.errors?.on ?? error.message;
  }
  return { appointment, move };
}

export type AppointmentPanelData = NonNullable<Awaited<ReturnType<typeof appointmentPanel>>>;
