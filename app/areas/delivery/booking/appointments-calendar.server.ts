import { and, asc, between, gt, lt } from "drizzle-orm";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy } from "#server/settings.ts";
import { addLocalDays, zonedParts } from "#app/lib/zoned-time.ts";
import { appointmentList, viewDates, type AppointmentListQuery } from "./appointment-list.server.ts";
import type { CalendarDay, CalendarWeek } from "./calendar-layout.ts";
import { localDateOf, localDatesBetween, parseLocalDate, type LocalDate } from "./local-date.ts";
import { localDaysRange } from "./occupancy.server.ts";
import type { BookingRules } from "./slot-engine.ts";
import { appointments, bookingBlocks, bookingClosedDays } from "./tables.server.ts";

/** A week holds at most 14 crews x 8 visits x 7 days; beyond this the grid says so and the list has the rest. */
const CALENDAR_LIMIT = 800;
const DAY_MINUTES = 24 * 60;
const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const clockMinutes = (time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
};

/** Where an instant falls on its date's grid: minutes after local midnight, or the day's end for a later date. */
function minuteOn(date: LocalDate, instant: Date, timeZone: string): number {
  if (localDateOf(instant, timeZone) > date) return DAY_MINUTES;
  const parts = zonedParts(instant, timeZone);
  return parts.hour * 60 + parts.minute;
}

/** Where something from `start` to `end` is drawn: its start's date, and minutes after that date's midnight. */
export function placeOnGrid(start: Date, end: Date, timeZone: string) {
  const date = localDateOf(start, timeZone);
  return { date, startMinute: minuteOn(date, start, timeZone), endMinute: minuteOn(date, end, timeZone) };
}

function calendarDay(date: LocalDate, rules: BookingRules, closed: Map<LocalDate, string>): CalendarDay {
  const reason = closed.get(date);
  if (reason !== undefined) return { date, open: [], closedReason: reason };
  const weekday = weekdayNames[addLocalDays(parseLocalDate(date), 0).weekday];
  const open = rules.hours
    .filter((hours) => hours.day === weekday)
    .map((hours) => ({ opens: clockMinutes(hours.opens), closes: clockMinutes(hours.closes) }));
  return { date, open, closedReason: null };
}

/** The day or week of `query` as the calendar grid shows it: opening hours, closed days, blocks, appointments. */
export async function appointmentsCalendar(
  services: ListServices,
  user: SessionUser,
  query: AppointmentListQuery,
  rules: BookingRules,
): Promise<CalendarWeek> {
  const { first, last } = viewDates(query);
  const range = localDaysRange(first, last, rules.timeZone);
  const { db } = services;
  const rows = await db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      type: appointments.type,
      status: appointments.status,
      customerName: appointments.customerName,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(appointmentList.matching(await rolePolicy(services), user, query))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(CALENDAR_LIMIT + 1);
  const blocks = await db
    .select()
    .from(bookingBlocks)
    .where(and(lt(bookingBlocks.startsAt, range.end), gt(bookingBlocks.endsAt, range.start)))
    .orderBy(asc(bookingBlocks.startsAt));
  const closed = await db
    .select()
    .from(bookingClosedDays)
    .where(between(bookingClosedDays.date, first, last));
  const closedReasons = new Map(closed.map((day) => [day.date, day.reason]));
  const place = (start: Date, end: Date) => placeOnGrid(start, end, rules.timeZone);
  return {
    days: localDatesBetween(first, last).map((date) => calendarDay(date, rules, closedReasons)),
    entries: rows.slice(0, CALENDAR_LIMIT).map(({ startsAt, endsAt, ...row }) => ({
      ...row,
      ...place(startsAt, endsAt),
    })),
    blocks: blocks.map((block) => ({ id: block.id, reason: block.reason, ...place(block.startsAt, block.endsAt) })),
    usualHours: rules.hours.map((hours) => ({ opens: clockMinutes(hours.opens), closes: clockMinutes(hours.closes) })),
    truncated: rows.length > CALENDAR_LIMIT,
  };
}
