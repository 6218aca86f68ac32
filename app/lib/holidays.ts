import type { DayOfWeek } from "#app/content/company.ts";

/**
 * A holiday the office closes on, as a rule that gives its date in any year, so the calendar never runs out:
 * - a fixed date (Independence Day, July 4), observed on the Friday before when it falls on a Saturday and on the
 *   Monday after when it falls on a Sunday, as federal holidays are (5 U.S.C. 6103(b), Executive Order 11582);
 * - a weekday of a month, the nth or the last (Thanksgiving, the fourth Thursday of November), `daysAfter` it
 *   for a day that follows one (the day after Thanksgiving).
 */
export type HolidayRule =
  | { name: string; month: number; day: number }
  | { name: string; month: number; weekday: DayOfWeek; week: 1 | 2 | 3 | 4 | "last"; daysAfter?: number };

const weekdayIndex: Record<DayOfWeek, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

/** A calendar date as Date.UTC reads it: arithmetic on it is date arithmetic, free of any zone. */
function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function observedDate(rule: HolidayRule, year: number): Date {
  if ("day" in rule) {
    const date = utcDate(year, rule.month, rule.day);
    const shift = date.getUTCDay() === 6 ? -1 : date.getUTCDay() === 0 ? 1 : 0;
    return utcDate(year, rule.month, rule.day + shift);
  }
  const wanted = weekdayIndex[rule.weekday];
  let day: number;
  if (rule.week === "last") {
    const last = utcDate(year, rule.month + 1, 0);
    day = last.getUTCDate() - ((last.getUTCDay() - wanted + 7) % 7);
  } else {
    const first = utcDate(year, rule.month, 1);
    day = 1 + ((wanted - first.getUTCDay() + 7) % 7) + (rule.week - 1) * 7;
  }
  return utcDate(year, rule.month, day + (rule.daysAfter ?? 0));
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const observedCache = new WeakMap<readonly HolidayRule[], Map<number, ReadonlyMap<string, string>>>();

/**
 * The days the office is closed in a year, "YYYY-MM-DD" → holiday name. A year's list can hold the next year's New
 * Year's Day (January 1, 2028 is a Saturday, observed Friday December 31, 2027).
 */
export function observedHolidays(year: number, rules: readonly HolidayRule[]): ReadonlyMap<string, string> {
  let byYear = observedCache.get(rules);
  if (!byYear) {
    byYear = new Map();
    observedCache.set(rules, byYear);
  }
  let days = byYear.get(year);
  if (!days) {
    const found = new Map<string, string>();
    for (const ruleYear of [year - 1, year, year + 1]) {
      for (const rule of rules) {
        const date = observedDate(rule, ruleYear);
        if (date.getUTCFullYear() === year) found.set(isoDate(date), rule.name);
      }
    }
    days = found;
    byYear.set(year, days);
  }
  return days;
}

/** Whether the office is closed for a holiday on a local calendar date. */
export function isHoliday(date: { year: number; month: number; day: number }, rules: readonly HolidayRule[]): boolean {
  return observedHolidays(date.year, rules).has(isoDate(utcDate(date.year, date.month, date.day)));
}
