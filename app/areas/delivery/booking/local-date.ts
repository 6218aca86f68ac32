import { addLocalDays, zonedParts } from "#app/lib/zoned-time.ts";

/** A calendar date in the company's zone, "YYYY-MM-DD": the API's `date` and the closed-days key. */
export type LocalDate = string;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export function formatLocalDate(date: { year: number; month: number; day: number }): LocalDate {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function parseLocalDate(date: LocalDate): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  return { year, month, day };
}

/** The date an instant falls on in a zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  return formatLocalDate(zonedParts(instant, timeZone));
}

export function addDaysToLocalDate(date: LocalDate, days: number): LocalDate {
  return formatLocalDate(addLocalDays(parseLocalDate(date), days));
}

/** Every date from `from` to `to`, both included. */
export function localDatesBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = from; date <= to; date = addDaysToLocalDate(date, 1)) dates.push(date);
  return dates;
}
