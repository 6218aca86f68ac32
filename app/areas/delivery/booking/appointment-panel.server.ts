import { eq } from "drizzle-orm";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { isDomainError, notFound } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import type { AppServices } from "#server/services.ts";
import { availableSlots, checkBookableDates, slotsJson, type SlotJson } from "./available-slots.server.ts";
import { bookingRules } from "./booking-rules.server.ts";
import { localDateOf, type LocalDate } from "./local-date.ts";
import { bookableDates } from "./slot-engine.ts";
import { appointmentColumns } from "./appointments-admin.server.ts";
import { visibleAppointment } from "./appointment-scope.server.ts";
import { APPOINTMENT_NOT_FOUND } from "./change-appointment.server.ts";
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
 * by default) to move it to when the user may move it: the slots API's answer for its type, with its own time counted
 * as free. One the user may not see (another technician's) is not found, like a missing one.
 */
export async function appointmentPanel(
  services: AppServices,
  user: SessionUser,
  id: string | undefined,
  on: LocalDate | undefined,
  { movable = true, now = new Date() }: { movable?: boolean; now?: Date } = {},
) {
  if (!id) return null;
  const [appointment] = await services.db
    .select({ ...appointmentColumns, technicianName: fullName(users) })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.technicianId))
    .where(visibleAppointment(user, id));
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND);
  if (appointment.status !== "booked" || !movable) return { appointment, move: null };
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
