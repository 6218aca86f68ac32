import type { BusinessCalendar } from "#app/lib/business-hours.ts";
import type { HolidayRule } from "#app/lib/holidays.ts";
import { company } from "./company.ts";

/**
 * The holidays the office closes on (decision 0154): the federal holidays most private employers close on, with the
 * federal rule for one falling on a weekend (5 U.S.C. 6103; the list and its observed dates are OPM's,
 * https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/), and the day after Thanksgiving, a
 * California state holiday (Government Code section 6700). The office stays open on the other federal holidays
 * (Martin Luther King Jr. Day, Presidents' Day, Juneteenth, Columbus Day, Veterans Day); a line here closes it.
 */
export const officeHolidays: readonly HolidayRule[] = [
  { name: "New Year's Day", month: 1, day: 1 },
  { name: "Memorial Day", month: 5, weekday: "Monday", week: "last" },
  { name: "Independence Day", month: 7, day: 4 },
  { name: "Labor Day", month: 9, weekday: "Monday", week: 1 },
  { name: "Thanksgiving Day", month: 11, weekday: "Thursday", week: 4 },
  { name: "Day after Thanksgiving", month: 11, weekday: "Thursday", week: 4, daysAfter: 1 },
  { name: "Christmas Day", month: 12, day: 25 },
];

/** When the office is open: its weekday hours, closed on its holidays, read in its time zone. */
export const officeCalendar: BusinessCalendar = {
  hours: company.officeHours,
  holidays: officeHolidays,
  timeZone: company.timeZone,
};
