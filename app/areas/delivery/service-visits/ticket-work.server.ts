import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { products } from "#app/areas/commerce/tables.server.ts";
import { ticketPhotos } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { serviceVisits, ticketParts } from "./tables.server.ts";

/**
 * The staff ticket page's field work: the ticket's visits (with the technician's name and the time on site), the
 * parts used (who took each, when) and the photos. Read only after the page has found the ticket in the reader's
 * scope, so it is never asked of a ticket they may not see.
 */
export async function ticketWork(db: Database, ticketId: string) {
  const [visits, parts, photos] = await Promise.all([
    db
      .select({
        id: serviceVisits.id,
        status: serviceVisits.status,
        startsAt: serviceVisits.startsAt,
        endsAt: serviceVisits.endsAt,
        startedAt: serviceVisits.startedAt,
        completedAt: serviceVisits.completedAt,
        technicianName: fullName(users),
      })
      .from(serviceVisits)
      .leftJoin(users, eq(users.id, serviceVisits.technicianId))
      .where(eq(serviceVisits.ticketId, ticketId))
      .orderBy(asc(serviceVisits.startsAt), asc(serviceVisits.id)),
    db
      .select({
        id: ticketParts.id,
        sku: ticketParts.sku,
        name: products.name,
        quantity: ticketParts.quantity,
        createdAt: ticketParts.createdAt,
        addedByName: fullName(users),
      })
      .from(ticketParts)
      .leftJoin(products, eq(products.id, ticketParts.productId))
      .leftJoin(users, eq(users.id, ticketParts.addedBy))
      .where(eq(ticketParts.ticketId, ticketId))
      .orderBy(asc(ticketParts.createdAt), asc(ticketParts.id)),
    db
      .select({ id: ticketPhotos.id, name: ticketPhotos.name })
      .from(ticketPhotos)
      .where(eq(ticketPhotos.ticketId, ticketId))
      .orderBy(asc(ticketPhotos.createdAt), asc(ticketPhotos.id)),
  ]);
  return {
    visits: visits.map((visit) => ({
      ...visit,
      startsAt: visit.startsAt.toISOString(),
      endsAt: visit.endsAt.toISOString(),
      startedAt: visit.startedAt?.toISOString() ?? null,
      completedAt: visit.completedAt?.toISOString() ?? null,
    })),
    parts: parts.map((part) => ({ ...part, createdAt: part.createdAt.toISOString() })),
    photos,
  };
}
export type TicketWork = Awaited<ReturnType<typeof ticketWork>>;
