import { sql } from "drizzle-orm";
import type { AppointmentTypeSlug } from "#app/content/appointment-types.ts";
import { inOfficeDays, type OfficeDays } from "#app/lib/office-buckets.server.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { appointments } from "./tables.server.ts";

/** One type's appointments of the range (`type` null: every type), by what became of them. */
export interface AppointmentOutcomes {
  type: AppointmentTypeSlug | null;
  appointments: number;
  booked: number;
  done: number;
  noShows: number;
  cancelled: number;
}

/**
 * The appointments whose visit time falls in the range (insights/analytics, issue 30), by type and in total (the
 * `rollup` row, summed in SQL): how many, and how many are still booked, done, no-shows and cancelled now
 * (decision 0202). Most first.
 */
export async function appointmentOutcomes(db: Database, days: OfficeDays): Promise<AppointmentOutcomes[]> {
  const status = (value: string) => sql.raw(`count(*) filter (where status = '${value}')::int`);
  return queryRows<AppointmentOutcomes>(
    db,
    sql`select ${appointments.type} as type, count(*)::int as appointments, ${status("booked")} as booked,
        ${status("done")} as done, ${status("no_show")} as "noShows", ${status("cancelled")} as cancelled
      from ${appointments} where ${inOfficeDays(appointments.startsAt, days)}
      group by rollup(${appointments.type})
      order by grouping(${appointments.type}) desc, 2 desc, 1`,
  );
}
