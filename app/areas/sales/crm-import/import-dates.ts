import { company } from "#app/content/company.ts";
import { isDateInRange } from "#app/lib/date-range.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";

/**
 * A date or a date and time as spreadsheets and other CRMs write them: `2026-06-01`, `6/1/2026` (US order), either
 * followed by a time (`13:30`, `1:30 PM`, `01:30:00`), or ISO 8601 with `T` and a zone (`2026-06-01T20:30:00Z`).
 */
const WRITTEN =
  /^(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})\/(\d{1,2})\/(\d{4}))(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp][Mm])?\s*(Z|[+-]\d{2}:?\d{2})?)?$/;

export const DATE_MESSAGE = "Use a date like 2026-06-01 or 6/1/2026, optionally with a time like 13:30";

interface Written {
  year: number;
  month: number;
  day: number;
  time: { hour: number; minute: number; second: number; zone: string | undefined } | null;
}

function written(text: string): Written | null {
  const match = WRITTEN.exec(text.trim());
  if (!match) return null;
  const [, isoYear, isoMonth, isoDay, usMonth, usDay, usYear, hour, minute, second, half, zone] = match;
  const year = Number(isoYear ?? usYear);
  const month = Number(isoMonth ?? usMonth);
  const day = Number(isoDay ?? usDay);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (hour === undefined) return { year, month, day, time: null };
  let hours = Number(hour);
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half.toLowerCase() === "pm" ? 12 : 0);
  }
  if (hours > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return null;
  return { year, month, day, time: { hour: hours, minute: Number(minute), second: Number(second ?? 0), zone } };
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * A calendar date (an expected close date): the date as written, `2026-06-01`. A time after it changes nothing, so
 * no zone can move the date to the day before (espocrm/espocrm#383). Null for text that is no date.
 */
export function importDate(text: string): string | null {
  const date = written(text);
  if (!date) return null;
  const iso = `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
  return isDateInRange(new Date(iso)) ? iso : null;
}

/**
 * An instant (when a record began). A zone written with it counts; without one the time is the office's wall clock
 * (America/Los_Angeles), and a date alone is the start of that day at the office, so `2026-06-01` reads back as
 * June 1 and `2026-11-01 01:30` as 1:30 AM at the office (the first of the two, on the night the clocks go back).
 */
export function importInstant(text: string): Date | null {
  const date = written(text);
  if (!date) return null;
  const { time } = date;
  let instant: Date;
  if (time?.zone) {
    const zone = time.zone === "Z" ? "Z" : `${time.zone.slice(0, 3)}:${time.zone.slice(-2)}`;
    instant = new Date(
      `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}${zone}`,
    );
  } else {
    instant = zonedTimeToInstant(
      { year: date.year, month: date.month, day: date.day, hour: time?.hour ?? 0, minute: time?.minute ?? 0 },
      company.timeZone,
    );
    if (time) instant = new Date(instant.getTime() + time.second * 1000);
  }
  return Number.isNaN(instant.getTime()) || !isDateInRange(instant) ? null : instant;
}
