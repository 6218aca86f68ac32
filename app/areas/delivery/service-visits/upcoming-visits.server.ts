import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import type { UpcomingVisit } from "#app/areas/delivery/service-tickets/index.ts";
import { serviceVisits } from "./tables.server.ts";

/**
 * Each ticket's next visit not yet over (scheduled or under way), for the client's views: the window and the
 * technician's first name only. The caller passes ticket ids it has already scoped to the reader.
 */
export async function upcomingVisitsOf(
  db: Database,
  ticketIds: readonly string[],
  now = new Date(),
): Promise<Map<string, UpcomingVisit>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select({
      ticketId: serviceVisits.ticketId,
      startsAt: serviceVisits.startsAt,
      endsAt: serviceVisits.endsAt,
      technicianFirstName: users.firstName,
    })
    .from(serviceVisits)
    .leftJoin(users, eq(users.id, serviceVisits.technicianId))
    .where(
      and(
        inArray(serviceVisits.ticketId, [...ticketIds]),
        inArray(serviceVisits.status, ["scheduled", "started"]),
        gt(serviceVisits.endsAt, now),
      ),
    )
    .orderBy(asc(serviceVisits.startsAt), asc(serviceVisits.id));
  const next = new Map<string, UpcomingVisit>();
  for (const row of rows) {
    if (next.has(row.ticketId)) continue;
    next.set(row.ticketId, {
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      technicianFirstName: row.technicianFirstName,
    });
  }
  return next;
}
