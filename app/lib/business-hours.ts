import type { DayOfWeek, OpeningHours } from "#app/content/company.ts";
import { isHoliday, type HolidayRule } from "./holidays.ts";
import { addLocalDays, zonedParts, zonedTimeToInstant } from "./zoned-time.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When a business is open: weekly hours read as local times in `timeZone`, closed on the holidays. */
export interface BusinessCalendar {
  hours: readonly OpeningHours[];
  holidays: readonly HolidayRule[];
  timeZone: string;
}

const dayIndex: Record<DayOfWeek, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

interface LocalDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

interface Interval {
  start: number;
  end: number;
}

function instantOf(date: LocalDate, hhmm: string, timeZone: string): number {
  const [hour, minute] = hhmm.split(":").map(Number);
  return zonedTimeToInstant({ ...date, hour, minute }, timeZone).getTime();
}

/** Opening intervals per calendar and local date: the same few weeks are read for every lead or ticket on a page. */
const openingsCache = new WeakMap<BusinessCalendar, Map<string, readonly Interval[]>>();
const CACHED_DAYS = 4096;

/** A local date's opening intervals as instants, earliest first; each DST-correct for that date; none on a holiday. */
function openingsOn(date: LocalDate, calendar: BusinessCalendar): readonly Interval[] {
  let byDate = openingsCache.get(calendar);
  if (!byDate) {
    byDate = new Map();
    openingsCache.set(calendar, byDate);
  }
  const key = `${date.year}-${date.month}-${date.day}`;
  let openings = byDate.get(key);
  if (!openings) {
    openings = isHoliday(date, calendar.holidays)
      ? []
      : calendar.hours
          .filter((entry) => dayIndex[entry.day] === date.weekday)
          .map((entry) => ({
            start: instantOf(date, entry.opens, calendar.timeZone),
            end: instantOf(date, entry.closes, calendar.timeZone),
          }))
          .sort((a, b) => a.start - b.start);
    if (byDate.size >= CACHED_DAYS) byDate.clear();
    byDate.set(key, openings);
  }
  return openings;
}

function localDaysApart(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

/** A year of days closed in a row ends the search for an opening: only a calendar without hours gets that far. */
const LONGEST_CLOSURE_DAYS = 366;

/**
 * The opening intervals from the local date of `from` on, day by day, until `visit` returns a value or a year
 * passes without one; null then.
 */
function findInOpenings<T>(from: Date, calendar: BusinessCalendar, visit: (interval: Interval) => T | null): T | null {
  if (calendar.hours.length === 0) return null;
  const firstDay = zonedParts(from, calendar.timeZone);
  let lastOpenDay = 0;
  for (let offset = 0; offset - lastOpenDay <= LONGEST_CLOSURE_DAYS; offset++) {
    const openings = openingsOn(addLocalDays(firstDay, offset), calendar);
    if (openings.length > 0) lastOpenDay = offset;
    for (const interval of openings) {
      const found = visit(interval);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Milliseconds during which the calendar is open between two instants: weekends, nights, holidays and DST changes
 * count as they fall. Zero when `end` is not after `start`.
 */
export function businessTimeBetween(start: Date, end: Date, calendar: BusinessCalendar): number {
  const from = start.getTime();
  const to = end.getTime();
  if (to <= from) return 0;
  const firstDay = zonedParts(start, calendar.timeZone);
  const days = localDaysApart(firstDay, zonedParts(end, calendar.timeZone));
  let open = 0;
  for (let offset = 0; offset <= days; offset++) {
    for (const interval of openingsOn(addLocalDays(firstDay, offset), calendar)) {
      open += Math.max(0, Math.min(interval.end, to) - Math.max(interval.start, from));
    }
  }
  return open;
}

/** `businessTimeBetween` in hours (fractional), as people read it. */
export function businessHoursBetween(start: Date, end: Date, calendar: BusinessCalendar): number {
  return businessTimeBetween(start, end, calendar) / HOUR_MS;
}

/**
 * `instant` itself while the calendar is open (opening time included, closing time excluded), else the next
 * opening; null when the hours name no day at all.
 */
export function openAtOrAfter(instant: Date, calendar: BusinessCalendar): Date | null {
  const at = instant.getTime();
  return findInOpenings(instant, calendar, (interval) =>
    at < interval.end ? new Date(Math.max(interval.start, at)) : null,
  );
}

/**
 * The instant by which `ms` of open time have passed since `start`: a span that runs out exactly at a closing
 * time ends then, not at the next opening. `start` itself for zero; null when the hours name no day at all.
 */
export function addBusinessTime(start: Date, ms: number, calendar: BusinessCalendar): Date | null {
  if (ms <= 0) return start;
  const from = start.getTime();
  let left = ms;
  return findInOpenings(start, calendar, (interval) => {
    const begins = Math.max(interval.start, from);
    if (begins >= interval.end) return null;
    if (interval.end - begins >= left) return new Date(begins + left);
    left -= interval.end - begins;
    return null;
  });
}

/**
 * A calendar's openings over a span of time, earliest first, each with the open time before it: the open time up
 * to any instant of the span is then one binary search, which lets a database count office hours for many records
 * in one statement (`business-hours.server.ts`) instead of walking their days one by one.
 */
export interface OpeningsTimeline {
  starts: readonly number[];
  ends: readonly number[];
  /** Open milliseconds from the span's first opening to each opening's start. */
  openBefore: readonly number[];
}

/** The openings of every local day from `start`'s to `end`'s, as `businessTimeBetween` counts them. */
export function openingsTimeline(start: Date, end: Date, calendar: BusinessCalendar): OpeningsTimeline {
  const firstDay = zonedParts(start, calendar.timeZone);
  const days = localDaysApart(firstDay, zonedParts(end, calendar.timeZone));
  const starts: number[] = [];
  const ends: number[] = [];
  const openBefore: number[] = [];
  let open = 0;
  for (let offset = 0; offset <= days; offset++) {
    for (const interval of openingsOn(addLocalDays(firstDay, offset), calendar)) {
      starts.push(interval.start);
      ends.push(interval.end);
      openBefore.push(open);
      open += interval.end - interval.start;
    }
  }
  return { starts, ends, openBefore };
}
