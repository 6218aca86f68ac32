// Calendar dates as "2026-10-01" strings, counted in UTC so no clock change moves a day.

const DAY_MS = 86_400_000;

const toTime = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The date `days` after (or before, negative) `isoDate`. */
export const addDays = (isoDate: string, days: number) => toIso(toTime(isoDate) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** "2026-10" of "2026-10-17". */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** How many days the month ("2026-02") has. */
export function daysInMonth(month: string): number {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** The month after ("2026-12" → "2027-01"). */
export function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}
