import { company } from "#app/content/company.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { addLocalDays, zonedParts, zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import type { Random } from "./random.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A weight for each month, January first: how busy that month is for one kind of record. */
export type MonthWeights = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** Solar interest peaks in spring and early summer, when bills and sunshine are on people's minds. */
export const salesSeason: MonthWeights = [0.55, 0.65, 0.95, 1.2, 1.35, 1.35, 1.2, 1.05, 0.9, 0.8, 0.6, 0.5];
/** Installations follow the sales a season later and slow down in the wet months. */
export const installSeason: MonthWeights = [0.5, 0.55, 0.8, 1.0, 1.25, 1.35, 1.35, 1.3, 1.2, 1.0, 0.7, 0.5];
/** Service: inverters fail in the summer heat (Redding passes 110 °F) and storms break things in winter. */
export const serviceSeason: MonthWeights = [1.3, 1.2, 0.9, 0.75, 0.8, 1.2, 1.6, 1.55, 1.0, 0.8, 1.0, 1.35];

/** The span the demo covers: three years up to now. */
export interface DemoSpan {
  from: Date;
  now: Date;
}

export const demoSpan = (now: Date): DemoSpan => ({ from: new Date(now.getTime() - 3 * 365 * DAY_MS), now });

const localParts = (instant: Date) => zonedParts(instant, company.timeZone);

/**
 * A day in [from, to) drawn by the season's weights, a little busier each year (the business grows), with weekends
 * at `weekendShare` of a weekday; answered as its local date.
 */
export function seasonalDay(
  random: Random,
  span: { from: Date; to: Date },
  season: MonthWeights,
  weekendShare: number,
): { year: number; month: number; day: number } {
  const most = Math.max(...season) * 1.2;
  for (;;) {
    const at = span.from.getTime() + random.next() * (span.to.getTime() - span.from.getTime());
    const { year, month, day } = localParts(new Date(at));
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const growth = 0.8 + 0.4 * ((at - span.from.getTime()) / (span.to.getTime() - span.from.getTime()));
    const weight = season[month - 1]! * growth * (weekday === 0 || weekday === 6 ? weekendShare : 1);
    if (random.next() * most < weight) return { year, month, day };
  }
}

/** Hours of the day people send forms: office hours mostly, evenings after work, little at night (Pacific time). */
const visitorHours = [
  0.1, 0.05, 0.03, 0.03, 0.05, 0.2, 0.5, 1, 1.5, 1.8, 1.8, 1.6, 1.5, 1.6, 1.6, 1.5, 1.3, 1.2, 1.3, 1.4, 1.3, 1, 0.6,
  0.3,
];
/** Hours staff work records: the office's day. */
const officeHours = [0, 0, 0, 0, 0, 0, 0, 0.3, 1.5, 1.8, 1.7, 1.2, 1, 1.6, 1.7, 1.5, 1, 0.3, 0, 0, 0, 0, 0, 0];

/** An instant on a local date at an hour people (`visitors`) or staff (`office`) are active. */
export function instantOn(
  random: Random,
  date: { year: number; month: number; day: number },
  who: "visitors" | "office",
): Date {
  const hours = who === "visitors" ? visitorHours : officeHours;
  const hour = random.weighted(hours.map((weight, hour) => [hour, weight] as const));
  return zonedTimeToInstant({ ...date, hour, minute: random.int(0, 59) }, company.timeZone);
}

/** The office day `days` working days (Monday to Friday) after an instant, at an office hour; never after `now`. */
export function workdaysAfter(random: Random, instant: Date, days: number, now: Date): Date | null {
  let left = days;
  let local = addLocalDays(localParts(instant), 0);
  while (left > 0) {
    local = addLocalDays(local, 1);
    if (local.weekday !== 0 && local.weekday !== 6) left -= 1;
  }
  const at = instantOn(random, local, "office");
  const later = at.getTime() <= instant.getTime() ? new Date(instant.getTime() + 60 * 60 * 1000) : at;
  return later.getTime() < now.getTime() ? later : null;
}

/** The local date of an instant, as the office writes it (YYYY-MM-DD). */
export const officeDate = (instant: Date): string => officeToday(instant);
