import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { company } from "#app/content/company.ts";
import { ticketTypeLabels } from "#app/content/service-targets.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { localDaysRange, placeOnGrid } from "#app/areas/delivery/booking/index.server.ts";
import type { CalendarVisit } from "#app/areas/delivery/booking/index.ts";
import { staffTicketPath } from "#app/areas/delivery/service-tickets/index.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { visitScope } from "./visit-scope.server.ts";
import { visitStatusLabels } from "./visit-statuses.ts";
import { serviceVisits } from "./tables.server.ts";

/** A week holds at most 14 crews x 8 visits x 7 days, as the appointments' grid does. */
const CALENDAR_LIMIT = 800;

/** The appointments calendar's filters: a visit has no appointment type, status or booker to match. */
interface CalendarFilters {
  search?: string;
  type?: string;
  status?: string;
  technician?: string;
}

/**
 * The service visits the crew calendar draws beside the appointments of the same days: those the reader may see
 * (the office every one, a technician their own), of one technician when the calendar is filtered to them, and none
 * while it is filtered by what only appointments have.
 */
export async function calendarVisits(
  db: Database,
  user: SessionUser,
  period: { first: string; last: string },
  { search, type, status, technician }: CalendarFilters,
): Promise<CalendarVisit[]> {
  if (search || type || status || technician === "none") return [];
  const range = localDaysRange(period.first, period.last, company.timeZone);
  const rows = await db
    .select({
      id: serviceVisits.id,
      status: serviceVisits.status,
      startsAt: serviceVisits.startsAt,
      endsAt: serviceVisits.endsAt,
      ticketId: serviceTickets.id,
      reference: serviceTickets.reference,
      type: serviceTickets.type,
      customerName: sql<string>`coalesce(${customers.name}, ${customers.email})`,
      technicianName: fullName(users),
    })
    .from(serviceVisits)
    .innerJoin(serviceTickets, eq(serviceTickets.id, serviceVisits.ticketId))
    .innerJoin(customers, eq(customers.id, serviceTickets.customerId))
    .innerJoin(users, eq(users.id, serviceVisits.technicianId))
    .where(
      and(
        visitScope(user),
        technician ? eq(serviceVisits.technicianId, technician) : undefined,
        lt(serviceVisits.startsAt, range.end),
        gt(serviceVisits.endsAt, range.start),
      ),
    )
    .orderBy(asc(serviceVisits.startsAt), asc(serviceVisits.id))
    .limit(CALENDAR_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    href: staffTicketPath(row.ticketId),
    label: `Visit ${row.reference}: ${ticketTypeLabels[row.type]}, ${row.customerName}, with ${row.technicianName}, ${visitStatusLabels[row.status]}`,
    cancelled: row.status === "cancelled",
    ...placeOnGrid(row.startsAt, row.endsAt, company.timeZone),
  }));
}
