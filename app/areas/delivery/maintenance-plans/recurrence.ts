import { openAtOrAfter, type BusinessCalendar } from "#app/lib/business-hours.ts";
import { zonedParts, zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import type { PlanTemplate } from "#app/content/maintenance-plans.ts";

// A plan's calendar (decision 0188), as pure functions of calendar dates ("2026-11-28"): every date is counted from
// the plan's start on its anchor day, never from the date before it, so a plan started on the 31st is due on the
// 30th in April and on the 31st again in May (actualbudget/actual#6814 drifted to the 30th for good).

/** How far ahead a plan's visits are generated: 12 months (issue 29 §1). */
export const HORIZON_MONTHS = 12;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function partsOf(isoDate: string): CalendarDate {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

const pad = (value: number) => String(value).padStart(2, "0");
const isoOf = ({ year, month, day }: CalendarDate) => `${year}-${pad(month)}-${pad(day)}`;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day of the month a plan starting on `startsOn` is anchored on. */
export const anchorDayOf = (startsOn: string) => partsOf(startsOn).day;

/**
 * The date `months` calendar months after `from`'s month, on `anchorDay` or the month's last day when it has fewer
 * days (the 31st → the 30th, the 28th or, in a leap year, the 29th).
 */
export function monthsAfter(from: string, months: number, anchorDay: number): string {
  const { year, month } = partsOf(from);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return isoOf({ ...target, day: Math.min(anchorDay, daysInMonth(target.year, target.month)) });
}

/** The calendar date `days` after `from`. */
export function daysAfter(from: string, days: number): string {
  const { year, month, day } = partsOf(from);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The last day of a term: the day before the same anchor day `termMonths` later, so a yearly plan started on
 * 2026-03-15 ends on 2027-03-14, a year less a day (frappe/erpnext#30682 ended such a plan a day late), and the
 * renewal starts the day after, on the anchor day again.
 */
export function termEndsOn(startsOn: string, termMonths: number, anchorDay = anchorDayOf(startsOn)): string {
  return daysAfter(monthsAfter(startsOn, termMonths, anchorDay), -1);
}

/** `isoDate` when the office is open that day, else its next open day (weekends and the office's holidays skipped). */
export function businessDayOnOrAfter(isoDate: string, calendar: BusinessCalendar): string {
  const opening = openAtOrAfter(zonedTimeToInstant(partsOf(isoDate), calendar.timeZone), calendar);
  if (!opening) return isoDate;
  return isoOf(zonedParts(opening, calendar.timeZone));
}

/** The first day past the generated visits when visits are generated on `today`: 12 months after the later of today and the start. */
export function horizonOn(startsOn: string, today: string): string {
  const from = startsOn > today ? startsOn : today;
  return monthsAfter(from, HORIZON_MONTHS, anchorDayOf(from));
}

/** A plan's term as its visits are counted: its start, last day and anchor day. */
export interface PlanTerm {
  startsOn: string;
  endsOn: string;
  anchorDay: number;
}

/** One visit a plan's schedule puts on the calendar. */
export interface ScheduledVisit {
  visitKey: string;
  /** Which of its visit template's visits in the term it is, from 0. */
  occurrence: number;
  title: string;
  /** Where the schedule puts it, on the anchor day. */
  scheduledOn: string;
  /** When it is due: the scheduled day, or the office's next open day after it. */
  dueOn: string;
}

/**
 * Every visit of a term scheduled before `horizon` (exclusive), earliest first. Each visit's date depends only on
 * the term and its occurrence number: never on when an earlier one was done (decision 0188), so generating again
 * gives the same visits and a visit done early or late leaves the next where it was.
 */
export function scheduledVisits(
  term: PlanTerm,
  template: Pick<PlanTemplate, "visits">,
  horizon: string,
  calendar: BusinessCalendar,
): ScheduledVisit[] {
  const visits: ScheduledVisit[] = [];
  for (const visit of template.visits) {
    for (let occurrence = 0; ; occurrence++) {
      const scheduledOn = monthsAfter(term.startsOn, visit.firstAfterMonths + occurrence * visit.every, term.anchorDay);
      if (scheduledOn > term.endsOn || scheduledOn >= horizon) break;
      visits.push({
        visitKey: visit.key,
        occurrence,
        title: visit.title,
        scheduledOn,
        dueOn: businessDayOnOrAfter(scheduledOn, calendar),
      });
    }
  }
  return visits.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.visitKey.localeCompare(b.visitKey));
}
