/**
 * The one range of dates the application accepts, stores and filters by: years 2000 to 2099.
 * PostgreSQL and `Date` both hold every instant in it (year 0 or 10,000 break one of them),
 * and no real lead, task or report lies outside it.
 */
export const EARLIEST_DATE = new Date("2000-01-01T00:00:00.000Z");
export const DATE_AFTER_LAST = new Date("2100-01-01T00:00:00.000Z");
export const DATE_OUT_OF_RANGE_MESSAGE = "Must be a date between 2000 and 2099";

export function isDateInRange(date: Date): boolean {
  const time = date.getTime();
  return time >= EARLIEST_DATE.getTime() && time < DATE_AFTER_LAST.getTime();
}

/** For an ISO 8601 date or date-time already checked to be well formed. */
export function isIsoDateInRange(value: string): boolean {
  return isDateInRange(new Date(value));
}
