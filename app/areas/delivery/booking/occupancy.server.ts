import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { addDaysToLocalDate, parseLocalDate, type LocalDate } from "./local-date.ts";
import type { Occupancy, TimeRange } from "./slot-engine.ts";
import { serviceVisits } from "#app/areas/delivery/service-visits/tables.server.ts";
import { appointments, bookingBlocks, bookingClosedDays } from "./tables.server.ts";

/** From the first date's midnight to the midnight after the last, in the zone. */
export function localDaysRange(first: LocalDate, last: LocalDate, timeZone: string): TimeRange {
  return {
    start: zonedTimeToInstant(parseLocalDate(first), timeZone),
    end: zonedTimeToInstant(parseLocalDate(addDaysToLocalDate(last, 1)), timeZone),
  };
}

/** Epoch milliseconds of a timestamptz column, as text to join into one string. */
const epochMs = (column: unknown) => sql`((extract(epoch from ${column}) * 1000)::bigint)::text`;

interface OccupancyRow {
  taken: string | null;
  visits: string | null;
  blocks: string | null;
  closed: string | null;
}

/** "1:1767...:1767...,2:..." into ranges; "" or null is none. */
function parseRanges(text: string | null): number[][] {
  return text ? text.split(",").map((item) => item.split(":").map(Number)) : [];
}

/**
 * What is taken between two dates: appointments and service visits holding a crew (every one not cancelled, as
 * their slot claims do, decision 0177), blocks and closed days. `excludeId` leaves out an appointment or a visit
 * being moved.
 *
 * One query answering one row of three joined strings: a month holds thousands of appointments, and reading them
 * as rows cost PGlite four times as long as the rest of the request (scripts/bench-booking.ts,
 * docs/decisions/0056). It also runs inside a booking's transaction, on the transaction's one connection.
 */
export async function loadOccupancy(
  db: Database,
  first: LocalDate,
  last: LocalDate,
  timeZone: string,
  excludeId?: string,
): Promise<Occupancy> {
  const range = localDaysRange(first, last, timeZone);
  const [row] = await queryRows<OccupancyRow>(
    db,
    sql`select
      (select string_agg(${appointments.crew}::text || ':' || ${epochMs(appointments.startsAt)} || ':' || ${epochMs(appointments.heldUntil)}, ',')
        from ${appointments}
        where ${appointments.status} <> 'cancelled'
          and ${appointments.startsAt} < ${range.end.toISOString()}::timestamptz
          and ${appointments.heldUntil} > ${range.start.toISOString()}::timestamptz
          ${excludeId ? sql`and ${appointments.id} <> ${excludeId}::uuid` : sql``}) as taken,
      (select string_agg(${serviceVisits.crew}::text || ':' || ${epochMs(serviceVisits.startsAt)} || ':' || ${epochMs(serviceVisits.heldUntil)}, ',')
        from ${serviceVisits}
        where ${serviceVisits.status} <> 'cancelled'
          and ${serviceVisits.startsAt} < ${range.end.toISOString()}::timestamptz
          and ${serviceVisits.heldUntil} > ${range.start.toISOString()}::timestamptz
          ${excludeId ? sql`and ${serviceVisits.id} <> ${excludeId}::uuid` : sql``}) as visits,
      (select string_agg(${epochMs(bookingBlocks.startsAt)} || ':' || ${epochMs(bookingBlocks.endsAt)}, ',')
        from ${bookingBlocks}
        where ${bookingBlocks.startsAt} < ${range.end.toISOString()}::timestamptz
          and ${bookingBlocks.endsAt} > ${range.start.toISOString()}::timestamptz) as blocks,
      (select string_agg(${bookingClosedDays.date}::text, ',')
        from ${bookingClosedDays}
        where ${bookingClosedDays.date} between ${first}::date and ${last}::date) as closed`,
  );
  return {
    appointments: [...parseRanges(row?.taken ?? null), ...parseRanges(row?.visits ?? null)].map(
      ([crew = 0, start = 0, end = 0]) => ({
        crew,
        start: new Date(start),
        end: new Date(end),
      }),
    ),
    blocks: parseRanges(row?.blocks ?? null).map(([start = 0, end = 0]) => ({
      start: new Date(start),
      end: new Date(end),
    })),
    closedDates: new Set(row?.closed ? row.closed.split(",") : []),
  };
}
