import { company } from "#app/content/company.ts";
import { addLocalDays, zonedParts, zonedTimeToInstant } from "./zoned-time.ts";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: company.timeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const dateOnly = new Intl.DateTimeFormat("en-US", {
  timeZone: company.timeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
});

/**
 * "Mar 4, 2025, 10:05 AM PST": a time as the office reads it. Built from parts, so the
 * server's and the browser's ICU render the same text (no hydration mismatch on spaces).
 */
export function formatOfficeTime(date: Date): string {
  const part = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}

export function formatOfficeDate(date: Date): string {
  const part = Object.fromEntries(dateOnly.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.month} ${part.day}, ${part.year}`;
}

/** The first instant of a calendar day (`2025-03-04`) at the office, `days` later: a list's `from` and `to` filters. */
export function startOfOfficeDay(isoDate: string, days = 0): Date {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return zonedTimeToInstant(addLocalDays({ year, month, day }, days), company.timeZone);
}

/** Today's date at the office ("2026-11-24"): what a due date or a warranty's end is compared with. */
export function officeToday(now = new Date()): string {
  const { year, month, day } = zonedParts(now, company.timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
