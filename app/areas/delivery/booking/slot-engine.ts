import type { AppointmentType } from "#app/content/appointment-types.ts";
import type { DayOfWeek, OpeningHours } from "#app/content/company.ts";
import { addLocalDays, zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { addDaysToLocalDate, localDateOf, parseLocalDate, type LocalDate } from "./local-date.ts";

/** The company-wide settings slots are computed from. */
export interface BookingRules {
  timeZone: string;
  /** Local opening intervals per weekday; a day without one is closed. */
  hours: readonly OpeningHours[];
  /** Slot starts fall on this grid of the local day, from opening time. */
  slotIntervalMinutes: number;
  /** How many appointments may overlap. */
  crews: number;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

/** What is already taken around the day asked for. */
export interface Occupancy {
  /** Booked appointments and service visits, each `end` including its buffer, on the crew (1..crews) it holds. */
  appointments: readonly (TimeRange & { crew: number })[];
  /** Staff-blocked times; they close every crew. */
  blocks: readonly TimeRange[];
  /** Holidays and closed days. */
  closedDates: ReadonlySet<LocalDate>;
}

export type SlotType = Pick<
  AppointmentType,
  "durationMinutes" | "bufferAfterMinutes" | "minimumNoticeHours" | "horizonDays"
>;

const MINUTE = 60_000;
const weekdayNames: readonly DayOfWeek[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/** The first and last dates a type may be booked on, seen from `now`: today to today + horizon, in the company's zone. */
export function bookableDates(type: Pick<SlotType, "horizonDays">, now: Date, timeZone: string) {
  const first = localDateOf(now, timeZone);
  return { first, last: addDaysToLocalDate(first, type.horizonDays) };
}

function clockMinutes(time: string): { hour: number; minute: number } {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return { hour, minute };
}

/** The day's opening intervals as instants; none on a closed day. */
function openIntervals(rules: BookingRules, date: LocalDate, closedDates: ReadonlySet<LocalDate>): TimeRange[] {
  if (closedDates.has(date)) return [];
  const local = parseLocalDate(date);
  const weekday = weekdayNames[addLocalDays(local, 0).weekday];
  return rules.hours
    .filter((hours) => hours.day === weekday)
    .map((hours) => ({
      start: zonedTimeToInstant({ ...local, ...clockMinutes(hours.opens) }, rules.timeZone),
      end: zonedTimeToInstant({ ...local, ...clockMinutes(hours.closes) }, rules.timeZone),
    }));
}

/**
 * The first crew with nothing booked over `held`, as the database's claim picks it (slot-claims.server.ts):
 * the same answer here and there, so a slot shown is a slot the database accepts.
 */
export function freeCrew(crews: number, held: TimeRange, occupancy: Pick<Occupancy, "appointments">): number | null {
  for (let crew = 1; crew <= crews; crew += 1) {
    if (!occupancy.appointments.some((taken) => taken.crew === crew && overlaps(taken, held))) return crew;
  }
  return null;
}

interface TakenMs {
  start: number;
  end: number;
  crew: number;
}

/** Occupancy as milliseconds, converted once per request rather than on every comparison of every slot. */
function inMilliseconds(occupancy: Occupancy) {
  return {
    appointments: occupancy.appointments.map((taken) => ({
      start: taken.start.getTime(),
      end: taken.end.getTime(),
      crew: taken.crew,
    })),
    blocks: occupancy.blocks.map((block) => ({ start: block.start.getTime(), end: block.end.getTime() })),
    closedDates: occupancy.closedDates,
  };
}

type OccupancyMs = ReturnType<typeof inMilliseconds>;

const overlapsMs = (a: { start: number; end: number }, start: number, end: number) => a.start < end && start < a.end;

/** One date's slots against occupancy already in milliseconds; `first`/`last` are the bookable dates. */
function slotsOn(
  rules: BookingRules,
  type: SlotType,
  date: LocalDate,
  now: Date,
  bookable: { first: LocalDate; last: LocalDate },
  occupancy: OccupancyMs,
): TimeRange[] {
  if (date < bookable.first || date > bookable.last) return [];
  const earliest = now.getTime() + type.minimumNoticeHours * 60 * MINUTE;
  const duration = type.durationMinutes * MINUTE;
  const buffer = type.bufferAfterMinutes * MINUTE;
  const slots: TimeRange[] = [];
  for (const open of openIntervals(rules, date, occupancy.closedDates)) {
    const opens = open.start.getTime();
    const closes = open.end.getTime();
    // Only what meets this opening (with the last slot's buffer) can take a slot: a month's request stays linear.
    const blocks = occupancy.blocks.filter((block) => overlapsMs(block, opens, closes + buffer));
    const byCrew: TakenMs[][] = Array.from({ length: rules.crews }, () => []);
    for (const taken of occupancy.appointments) {
      if (taken.crew >= 1 && taken.crew <= rules.crews && overlapsMs(taken, opens, closes + buffer)) {
        byCrew[taken.crew - 1]!.push(taken);
      }
    }
    for (let t = opens; t + duration <= closes; t += rules.slotIntervalMinutes * MINUTE) {
      const heldEnd = t + duration + buffer;
      if (
        t >= earliest &&
        !blocks.some((block) => overlapsMs(block, t, heldEnd)) &&
        byCrew.some((taken) => !taken.some((range) => overlapsMs(range, t, heldEnd)))
      ) {
        slots.push({ start: new Date(t), end: new Date(t + duration) });
      }
    }
  }
  return slots;
}

/**
 * Where one appointment of `type` may start on `date`: on the interval grid from opening time, stepping real
 * minutes (so a DST change inside opening hours neither repeats nor invents a start); the appointment ends by
 * closing time; it starts at least the minimum notice after `now`; its time plus buffer meets no block and leaves
 * a crew free (as freeCrew finds one). Dates outside the horizon have none.
 */
export function daySlots(
  rules: BookingRules,
  type: SlotType,
  date: LocalDate,
  now: Date,
  occupancy: Occupancy,
): TimeRange[] {
  return datesSlots(rules, type, [date], now, occupancy);
}

/** daySlots for several dates, with the occupancy converted and the bookable window found once for all of them. */
export function datesSlots(
  rules: BookingRules,
  type: SlotType,
  dates: readonly LocalDate[],
  now: Date,
  occupancy: Occupancy,
): TimeRange[] {
  const bookable = bookableDates(type, now, rules.timeZone);
  const prepared = inMilliseconds(occupancy);
  return dates.flatMap((date) => slotsOn(rules, type, date, now, bookable, prepared));
}
