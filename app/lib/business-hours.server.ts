import { sql, type SQL } from "drizzle-orm";
import type { OpeningsTimeline } from "./business-hours.ts";

/**
 * Office time in SQL over a calendar's openings (`openingsTimeline`), so that a statement counts office hours for
 * every row it reads without sending the rows out: `clockSource` is joined once as `clock`, and each instant finds
 * its opening by binary search (`width_bucket` over the openings' starts). Same counting as `businessTimeBetween`:
 * an opening's start is open, its end closed.
 */
export function clockSource(timeline: OpeningsTimeline): SQL {
  const instants = (values: readonly number[]) => `{${values.map((ms) => new Date(ms).toISOString()).join(",")}}`;
  return sql`(select ${instants(timeline.starts)}::timestamptz[] as starts,
    ${instants(timeline.ends)}::timestamptz[] as ends, ${`{${timeline.openBefore.join(",")}}`}::float8[] as open_before) clock`;
}

/** The opening at or before `at` (its index; 0 before the first): a binary search, best made once per instant. */
export const openingOf = (at: SQL) => sql`width_bucket(${at}, clock.starts)`;

/** Open seconds from the timeline's first opening up to `at`, given `at`'s opening (`openingOf`). */
export function openSecondsUntil(at: SQL, opening: SQL = openingOf(at)): SQL {
  return sql`coalesce(clock.open_before[${opening}] / 1000
    + greatest(0, extract(epoch from least(${at}, clock.ends[${opening}]) - clock.starts[${opening}])::float8), 0)`;
}

/**
 * `at` itself while the office is open, else the next opening's start; null past the timeline's last opening. Given
 * `at`'s opening (`openingOf`).
 */
export function openAtOrAfterSql(at: SQL, opening: SQL = openingOf(at)): SQL {
  return sql`(case when ${at} < clock.ends[${opening}] then ${at} else clock.starts[${opening} + 1] end)`;
}
