import { TZDate } from "@date-fns/tz";

/** Wall-clock reading of an instant in an IANA time zone. */
export interface ZonedDateTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

export function zonedParts(instant: Date, timeZone: string): ZonedDateTime {
  const local = new TZDate(instant.getTime(), timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    second: local.getSeconds(),
    weekday: local.getDay(),
  };
}

/**
 * The instant a wall-clock time names in a zone. Day overflow is allowed (day 32 is the next month). A time the
 * spring DST change skips moves forward by the gap (02:30 → 03:30 PDT); a time the autumn change repeats is the
 * first of the two (01:30 PDT), as Temporal's "compatible" disambiguation does.
 */
export function zonedTimeToInstant(
  local: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string,
): Date {
  return new Date(
    new TZDate(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0, timeZone).getTime(),
  );
}

/** The calendar date `days` after a local date, as year/month/day/weekday. */
export function addLocalDays(date: { year: number; month: number; day: number }, days: number) {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}
