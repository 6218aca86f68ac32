import { TZDate } from "@date-fns/tz";
import { appointmentTypeBySlug, type AppointmentTypeSlug } from "#app/content/appointment-types.ts";
import type { Database } from "#server/db/client.ts";
import { invalid } from "#server/domain-errors.ts";
import { validationMessage } from "#server/http/errors.ts";
import { localDatesBetween, type LocalDate } from "./local-date.ts";
import { loadOccupancy } from "./occupancy.server.ts";
import { bookableDates, datesSlots, type BookingRules, type TimeRange } from "./slot-engine.ts";

/** The longest range one slots request covers. */
export const MAX_RANGE_DAYS = 31;

export interface SlotJson {
  start: string;
  end: string;
}

/** An instant as ISO 8601 with the zone's offset, e.g. 2026-03-09T08:00:00.000-07:00. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  return new TZDate(instant.getTime(), timeZone).toISOString();
}

export function slotsJson(slots: readonly TimeRange[], timeZone: string): SlotJson[] {
  return slots.map((slot) => ({ start: isoWithOffset(slot.start, timeZone), end: isoWithOffset(slot.end, timeZone) }));
}

/** Refuses dates before today or after the type's horizon, naming the field that holds them. */
export function checkBookableDates(
  slug: AppointmentTypeSlug,
  fields: Array<[field: string, date: LocalDate]>,
  now: Date,
  timeZone: string,
): void {
  const type = appointmentTypeBySlug(slug)!;
  const { first, last } = bookableDates(type, now, timeZone);
  const errors: Record<string, string> = {};
  for (const [field, date] of fields) {
    if (date < first) errors[field] = "Please choose today or a later date";
    else if (date > last) errors[field] = `Appointments can be booked up to ${type.horizonDays} days ahead`;
  }
  if (Object.keys(errors).length > 0) throw invalid(validationMessage, errors);
}

/** The free slots of every date from `first` to `last`, read in one pass over the calendar. */
export async function availableSlots(
  db: Database,
  rules: BookingRules,
  slug: AppointmentTypeSlug,
  first: LocalDate,
  last: LocalDate,
  now: Date,
  excludeId?: string,
): Promise<TimeRange[]> {
  const type = appointmentTypeBySlug(slug)!;
  const occupancy = await loadOccupancy(db, first, last, rules.timeZone, excludeId);
  return datesSlots(rules, type, localDatesBetween(first, last), now, occupancy);
}
