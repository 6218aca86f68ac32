import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { DASHBOARD_LIMIT } from "#app/lib/owner-scope.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { installedSystems, sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import type { TicketSummary } from "./ticket-summary.ts";
import { ticketNotFound } from "./ticket-scope.server.ts";
import { serviceTickets, ticketEvents, ticketPhotos, type TicketEventKind } from "./tables.server.ts";

const summaryColumns = {
  id: serviceTickets.id,
  reference: serviceTickets.reference,
  siteId: serviceTickets.siteId,
  systemId: serviceTickets.systemId,
  type: serviceTickets.type,
  status: serviceTickets.status,
  createdAt: serviceTickets.createdAt,
  resolvedAt: serviceTickets.resolvedAt,
};

/** The client's dashboard's tickets, newest first: each system's service history and the open ones. */
export function listOwnTickets(db: Database, user: SessionUser): Promise<TicketSummary[]> {
  return db
    .select(summaryColumns)
    .from(serviceTickets)
    .where(ofAccountsCustomer(user, serviceTickets.customerId))
    .orderBy(...newestFirst(serviceTickets))
    .limit(DASHBOARD_LIMIT);
}

/**
 * What a client reads of their ticket's history: its status changes, our contacts, visits and photos, with when;
 * never staff's notes, assignments or parts, and no entry's note but a photo's name.
 */
const clientVisibleKinds: readonly TicketEventKind[] = ["status", "contact", "visit", "photo"];

/** The client's page of one of their tickets: another's answers 404 like a missing one. */
export async function clientTicketView(db: Database, user: SessionUser, ticketId: string) {
  const [row] = await db
    .select({
      ticket: serviceTickets,
      site: {
        line1: sites.line1,
        line2: sites.line2,
        city: sites.city,
        state: sites.state,
        postalCode: sites.postalCode,
      },
      systemKind: installedSystems.kind,
    })
    .from(serviceTickets)
    .innerJoin(sites, eq(sites.id, serviceTickets.siteId))
    .leftJoin(installedSystems, eq(installedSystems.id, serviceTickets.systemId))
    .where(and(eq(serviceTickets.id, ticketId), ofAccountsCustomer(user, serviceTickets.customerId)));
  if (!row) throw ticketNotFound();
  const [history, photos] = await Promise.all([
    db
      .select({
        id: ticketEvents.id,
        at: ticketEvents.at,
        kind: ticketEvents.kind,
        status: ticketEvents.status,
        actorKind: ticketEvents.actorKind,
        note: ticketEvents.note,
      })
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, ticketId), inArray(ticketEvents.kind, [...clientVisibleKinds])))
      .orderBy(asc(ticketEvents.at), asc(ticketEvents.seq)),
    db
      .select({ id: ticketPhotos.id, name: ticketPhotos.name, contentType: ticketPhotos.contentType })
      .from(ticketPhotos)
      .where(eq(ticketPhotos.ticketId, ticketId))
      .orderBy(asc(ticketPhotos.createdAt), asc(ticketPhotos.id)),
  ]);
  const { ticket } = row;
  return {
    ticket: {
      id: ticket.id,
      reference: ticket.reference,
      type: ticket.type,
      priority: ticket.priority,
      status: ticket.status,
      description: ticket.description,
      createdAt: ticket.createdAt,
      responseDueAt: ticket.responseDueAt,
      respondedAt: ticket.respondedAt,
      resolvedAt: ticket.resolvedAt,
      resolutionNotes: ticket.resolutionNotes,
      signedOffBy: ticket.signedOffBy,
      signedOffAt: ticket.signedOffAt,
    },
    site: row.site,
    systemKind: row.systemKind,
    history: history.map((event) => ({ ...event, note: event.kind === "photo" ? event.note : null })),
    photos,
  };
}
export type ClientTicketView = Awaited<ReturnType<typeof clientTicketView>>;
