import { addDaysToLocalDate, localDateOf } from "#app/areas/delivery/booking/local-date.ts";

/** The `n`th weekday (Mon-Fri) at least 3 days from today in the company's zone: bookable under every type's notice. */
export function bookableWeekday(n = 0): string {
  let date = addDaysToLocalDate(localDateOf(new Date(), "America/Los_Angeles"), 3);
  for (let found = -1; ; date = addDaysToLocalDate(date, 1)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && ++found === n) return date;
  }
}
