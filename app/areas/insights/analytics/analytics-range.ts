import { z } from "#app/lib/zod.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isIsoDateInRange } from "#app/lib/date-range.ts";

/**
 * The analytics page's range: office days (`2026-10-31`, America/Los_Angeles), both included, and the period of the
 * same length just before it that the page compares with (decision 0197).
 */
export interface DayRange {
  from: string;
  to: string;
}

/** Five years of days at most: a page of figures, not a scan of every row ever written. */
export const MAX_RANGE_DAYS = 5 * 366;
/** Hourly buckets over a month at most (744 rows). */
export const MAX_HOURLY_RANGE_DAYS = 31;

const DAY_MS = 24 * 60 * 60 * 1000;
const toTime = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const isoDateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included. */
export function rangeDays(range: DayRange): number {
  return Math.round((toTime(range.to) - toTime(range.from)) / DAY_MS) + 1;
}

export function addDays(isoDate: string, days: number): string {
  return isoDateOf(toTime(isoDate) + days * DAY_MS);
}

/** The same number of days just before the range. */
export function previousPeriod(range: DayRange): DayRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

const officeDate = z.iso.date("Use a date like 2026-10-31").refine(isIsoDateInRange, DATE_OUT_OF_RANGE_MESSAGE);

const checkRange = (range: DayRange, ctx: z.RefinementCtx) => {
  if (range.to < range.from) ctx.addIssue({ code: "custom", path: ["to"], message: "Must be on or after the start" });
  else if (rangeDays(range) > MAX_RANGE_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `Must be at most ${MAX_RANGE_DAYS} days after the start` });
};

/** `?from=&to=`: both required office days, `to` not before `from`. */
export const rangeQuery = z.object({ from: officeDate, to: officeDate }).superRefine(checkRange);

export const bucketQueryValues = ["hour", "day", "week", "month"] as const;

/** `?from=&to=&bucket=`: a range and its bucket (day unless asked); hours only over a month or less. */
export const bucketedRangeQuery = z
  .object({ from: officeDate, to: officeDate, bucket: z.enum(bucketQueryValues).default("day") })
  .superRefine((query, ctx) => {
    checkRange(query, ctx);
    if (query.bucket === "hour" && query.to >= query.from && rangeDays(query) > MAX_HOURLY_RANGE_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["bucket"],
        message: `Hours only for ranges of ${MAX_HOURLY_RANGE_DAYS} days or less`,
      });
    }
  });

/** `?from=&to=&bucket=&table=`: one table of the page, for its CSV. */
export const figureTableQuery = <const Ids extends readonly [string, ...string[]]>(ids: Ids) =>
  z
    .object({
      from: officeDate,
      to: officeDate,
      bucket: z.enum(["day", "week", "month"]).default("day"),
      table: z.enum(ids),
    })
    .superRefine(checkRange);

export const rangePresets = {
  "this-week": "This week",
  "last-30-days": "Last 30 days",
  "this-quarter": "This quarter",
  "year-to-date": "Year to date",
  "last-year": "Last year",
} as const;
export type RangePreset = keyof typeof rangePresets;

/** A preset's days, given today's date at the office: weeks start on Monday; "last 30 days" ends today. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const [year, month] = today.split("-").map(Number) as [number, number];
  switch (preset) {
    case "this-week": {
      const weekday = new Date(toTime(today)).getUTCDay();
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case "last-30-days":
      return { from: addDays(today, -29), to: today };
    case "this-quarter": {
      const firstMonth = Math.floor((month - 1) / 3) * 3 + 1;
      return { from: `${year}-${String(firstMonth).padStart(2, "0")}-01`, to: today };
    }
    case "year-to-date":
      return { from: `${year}-01-01`, to: today };
    case "last-year":
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** The page's buckets unless asked: days over a month or less, weeks up to half a year, months beyond. */
export function defaultBucket(range: DayRange): "day" | "week" | "month" {
  const days = rangeDays(range);
  if (days <= 31) return "day";
  return days <= 190 ? "week" : "month";
}
