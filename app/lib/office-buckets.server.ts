import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { company } from "#app/content/company.ts";

/**
 * Figures over time at the office (issue 30 §2, decision 0197): every count per hour, day, week or month is bucketed
 * here, in SQL, in the office's time zone, and its empty buckets are filled by a series in SQL. Days, weeks (from
 * Monday) and months are calendar dates at the office, so a lead at 23:30 PDT counts on its own day; hours are real
 * hours, so the autumn change's day has 25 and the spring change's 23.
 */
export const bucketSizes = ["hour", "day", "week", "month"] as const;
export type BucketSize = (typeof bucketSizes)[number];

/** Days at the office (`2026-10-31`), both included. */
export interface OfficeDays {
  from: string;
  to: string;
}

/** One bucket: a day, week or month by its first office date (`2026-10-26`); an hour by its first instant (ISO, UTC). */
export interface Bucket {
  start: string;
  count: number;
}

/** The office's zone as an SQL literal: a constant of our own, never input. */
const ZONE = sql.raw(`'${company.timeZone.replace(/[^A-Za-z_/]/g, "")}'`);

/** The first instant of the range (`from`'s midnight at the office) and the instant after it (the day after `to`). */
export const rangeStart = (days: OfficeDays): SQL => sql`(${days.from}::date::timestamp at time zone ${ZONE})`;
export const rangeEnd = (days: OfficeDays): SQL => sql`((${days.to}::date + 1)::timestamp at time zone ${ZONE})`;

/** Whether a timestamptz lies in the range: a plain comparison, so an index on the column serves it. */
export function inOfficeDays(at: SQL.Aliased | SQL | { getSQL(): SQL }, days: OfficeDays): SQL {
  return sql`(${at} >= ${rangeStart(days)} and ${at} < ${rangeEnd(days)})`;
}

/** An office date's first instant (its midnight at the office): how a date column (an install day) is bucketed. */
export const officeMidnight = (day: SQL | { getSQL(): SQL }): SQL => sql`(${day}::timestamp at time zone ${ZONE})`;

/** The office date an instant falls on. */
export const officeDate = (at: SQL | { getSQL(): SQL }): SQL => sql`(${at} at time zone ${ZONE})::date`;

/** The bucket an instant falls in: for hours the hour's instant, otherwise the bucket's first office date. */
export function bucketOf(at: SQL | { getSQL(): SQL }, size: BucketSize): SQL {
  if (size === "hour") return sql`date_trunc('hour', ${at}, 'UTC')`;
  // date_trunc('week') starts weeks on Monday (ISO 8601), whatever the session's settings.
  return sql`date_trunc(${sql.raw(`'${size}'`)}, ${at} at time zone ${ZONE})::date`;
}

/** Every bucket of the range, in order, the first one holding `from` (a week's Monday, a month's first day). */
function bucketSeries(days: OfficeDays, size: BucketSize): SQL {
  if (size === "hour") {
    return sql`select generate_series(${rangeStart(days)}, ${rangeEnd(days)} - interval '1 hour', interval '1 hour') as start`;
  }
  const step = sql.raw(`interval '1 ${size}'`);
  const unit = sql.raw(`'${size}'`);
  return sql`select generate_series(date_trunc(${unit}, ${days.from}::date::timestamp), ${days.to}::date::timestamp, ${step})::date as start`;
}

const label = (size: BucketSize): SQL =>
  size === "hour"
    ? sql`to_char(series.start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
    : sql`to_char(series.start, 'YYYY-MM-DD')`;

/**
 * The events a count reads (an owning area's query): the timestamptz that places each in time, the rows they come
 * from (a table or a join) and which of them count (its exclusions, e.g. spam).
 */
export interface OfficeEvents {
  at: SQL | { getSQL(): SQL };
  from: SQL;
  where: SQL;
}

/** The events per bucket over the range, every bucket present (0 when empty), and their total over the whole range. */
export async function countPerBucket(
  db: Database,
  events: OfficeEvents,
  days: OfficeDays,
  size: BucketSize,
): Promise<{ total: number; buckets: Bucket[] }> {
  const { total, buckets } = await sumPerBucket(db, events, sql`0`, days, size);
  return { total: total.count, buckets: buckets.map(({ start, count }) => ({ start, count })) };
}

/** A bucket's events and the sum of a number of theirs (the kW of installs, the cents of orders). */
export interface SummedBucket extends Bucket {
  sum: number;
}

/**
 * The events per bucket over the range with the sum of `amount` over each (0 when empty), every bucket present, and
 * both totals over the whole range, summed in SQL.
 */
export async function sumPerBucket(
  db: Database,
  events: OfficeEvents,
  amount: SQL | { getSQL(): SQL },
  days: OfficeDays,
  size: BucketSize,
): Promise<{ total: { count: number; sum: number }; buckets: SummedBucket[] }> {
  const rows = await queryRows<{ start: string; count: number; sum: number; total: number; total_sum: number }>(
    db,
    sql`with series as (${bucketSeries(days, size)}),
      counts as (
        select ${bucketOf(events.at, size)} as start, count(*)::int as count, coalesce(sum(${amount}), 0)::float8 as sum
        from ${events.from} where ${events.where} and ${inOfficeDays(events.at, days)}
        group by 1
      )
      select ${label(size)} as start, coalesce(counts.count, 0)::int as count, coalesce(counts.sum, 0)::float8 as sum,
        (sum(coalesce(counts.count, 0)) over ())::int as total, (sum(coalesce(counts.sum, 0)) over ())::float8 as total_sum
      from series left join counts on counts.start = series.start
      order by series.start`,
  );
  return {
    total: { count: rows[0]?.total ?? 0, sum: rows[0]?.total_sum ?? 0 },
    buckets: rows.map(({ start, count, sum }) => ({ start, count, sum })),
  };
}

/** How many events had each value, most first; an unknown value is `null`. */
export type ValueCounts = { value: string | null; count: number }[];

/**
 * The events over the range by each of several values of theirs (a source, a utility), in one pass (grouping sets):
 * for each value its counts, most first, an unknown value (`null`) last.
 */
export async function countByValues<K extends string>(
  db: Database,
  events: OfficeEvents,
  values: Record<K, SQL | { getSQL(): SQL }>,
  days: OfficeDays,
): Promise<Record<K, ValueCounts>> {
  const keys = Object.keys(values) as K[];
  const columns = keys.map((key) => sql`(${values[key]})::text`);
  // Which grouping set a row is of: the one value that is grouped (grouping() 0) in it.
  const setOf = sql`case ${sql.join(
    columns.map((column, index) => sql`when grouping(${column}) = 0 then ${sql.raw(String(index))}`),
    sql` `,
  )} end`;
  const valueOf = sql`case ${setOf} ${sql.join(
    columns.map((column, index) => sql`when ${sql.raw(String(index))} then ${column}`),
    sql` `,
  )} end`;
  const rows = await queryRows<{ set: number; value: string | null; count: number }>(
    db,
    sql`select ${setOf} as set, ${valueOf} as value, count(*)::int as count
      from ${events.from} where ${events.where} and ${inOfficeDays(events.at, days)}
      group by grouping sets (${sql.join(
        columns.map((column) => sql`(${column})`),
        sql`, `,
      )})
      order by 1, ${valueOf} is null, 3 desc, 2`,
  );
  return Object.fromEntries(
    keys.map((key, index) => [
      key,
      rows.filter((row) => row.set === index).map(({ value, count }) => ({ value, count })),
    ]),
  ) as Record<K, ValueCounts>;
}
