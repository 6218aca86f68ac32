import { and, count, gte, lt, ne, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { company } from "#app/content/company.ts";
import { localDaysRange } from "#app/areas/delivery/booking/index.server.ts";
import { visitScope } from "./visit-scope.server.ts";
import { serviceVisits } from "./tables.server.ts";

/** The visits of one office day the user's day page shows: theirs (a technician) or everyone's, none cancelled. */
export function dayVisits(user: SessionUser, date: string): SQL | undefined {
  const day = localDaysRange(date, date, company.timeZone);
  return and(
    visitScope(user),
    gte(serviceVisits.startsAt, day.start),
    lt(serviceVisits.startsAt, day.end),
    ne(serviceVisits.status, "cancelled"),
  );
}

/** How many visits the day page shows the user for `date` (an office date), counted in SQL. */
export async function countDayVisits(db: Database, user: SessionUser, date: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(serviceVisits).where(dayVisits(user, date));
  return row?.total ?? 0;
}
