import type { DayOfWeek, OpeningHours } from "#app/content/company.ts";
import { addLocalDays, zonedParts, zonedTimeToInstant } from "#app/lib/zoned-time.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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

/** Opening intervals per schedule and local date: the same few weeks are read for every lead on a page. */
const openingsCache = new WeakMap<readonly OpeningHours[], Map<string, readonly Interval[]>>();
const CACHED_DAYS = 4096;

/** A local date's opening intervals as instants, earliest first; each DST-correct for that date. */
function openingsOn(date: LocalDate, hours: readonly OpeningHours[], timeZone: string): readonly Interval[] {
  let byDate = openingsCache.get(hours);
  if (!byDate) {
    byDate = new Map();
    openingsCache.set(hours, byDate);
  }
  const key = `${timeZone} ${date.year}-${date.month}-${date.day}`;
  let openings = byDate.get(key);
  if (!openings) {
    openings = hours
      .filter((entry) => dayIndex[entry.day] === date.weekday)
      .map((entry) => ({ start: instantOf(date, entry.opens, timeZone), end: instantOf(date, entry.closes, timeZone) }))
      .sort((a, b) => a.start - b.start);
    if (byDate.size >= CACHED_DAYS) byDate.clear();
    byDate.set(key, openings);
  }
  return openings;
}

function localDaysApart(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

/**
 * Hours (fractional) during which the office is open between two instants, with
 * opening hours read as local times in `timeZone`: weekends, nights and DST changes
 * count as they fall. Zero when `end` is not after `start`.
 */
export function businessHoursBetween(start: Date, end: Date, hours: readonly OpeningHours[], timeZone: string): number {
  const from = start.getTime();
  const to = end.getTime();
  if (to <= from) return 0;
  const firstDay = zonedParts(start, timeZone);
  const days = localDaysApart(firstDay, zonedParts(end, timeZone));
  let open = 0;
  for (let offset = 0; offset <= days; offset++) {
    for (const interval of openingsOn(addLocalDays(firstDay, offset), hours, timeZone)) {
      open += Math.max(0, Math.min(interval.end, to) - Math.max(interval.start, from));
    }
  }
  return open / HOUR_MS;
}

/**
 * `instant` itself while the office is open (opening time included, closing time
 * excluded), else the next opening; null when the hours name no day at all.
 */
export function openAtOrAfter(instant: Date, hours: readonly OpeningHours[], timeZone: string): Date | null {
  const at = instant.getTime();
  const today = zonedParts(instant, timeZone);
  // A week and a day reaches the next opening of any weekly schedule.
  for (let offset = 0; offset <= 7; offset++) {
    for (const interval of openingsOn(addLocalDays(today, offset), hours, timeZone)) {
      if (at < interval.end) return new Date(Math.max(interval.start, at));
    }
  }
  return null;
}
