import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy } from "#server/settings.ts";
import { serviceTargetsFor } from "#app/content/service-targets.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { isStaffRole } from "#app/lib/permissions.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { addressOf, seesAccessNotes, systemsOfSites } from "#app/areas/delivery/installed-systems/index.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { slaOf } from "./sla-columns.server.ts";
import { waitingOn } from "./ticket-statuses.ts";
import { ticketNotFound, ticketScope } from "./ticket-scope.server.ts";
import { serviceTickets, ticketEvents } from "./tables.server.ts";

/** A ticket's history, newest first, with the name of the staff member or client who made each entry. */
async function historyOf(db: ListServices["db"], ticketId: string) {
  return db
    .select({
      id: ticketEvents.id,
      at: ticketEvents.at,
      seq: ticketEvents.seq,
      kind: ticketEvents.kind,
      status: ticketEvents.status,
      note: ticketEvents.note,
      actorKind: ticketEvents.actorKind,
      actorId: ticketEvents.actorId,
      actorName: fullName(users),
    })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.actorId))
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(desc(ticketEvents.at), desc(ticketEvents.seq));
}

/**
 * One ticket as the user may read it (another's answers 404 like a missing one): what it is, its site (access notes
 * only for those who work there, decision 0151), its system and equipment, its SLA clock replayed from its history
 * (due times, paused intervals, the badge), who it waits on and its history. A client reads the status changes of
 * the history, without staff's notes and names.
 */
export async function getTicket(services: ListServices, user: SessionUser, ticketId: string, now = new Date()) {
  const policy = await rolePolicy(services);
  const [row] = await services.db
    .select({
      ticket: serviceTickets,
      site: sites,
      customerName: customers.name,
      customerEmail: customers.email,
      technicianName: fullName(users),
    })
    .from(serviceTickets)
    .innerJoin(sites, eq(sites.id, serviceTickets.siteId))
    .innerJoin(customers, eq(customers.id, serviceTickets.customerId))
    .leftJoin(users, eq(users.id, serviceTickets.technicianId))
    .where(and(eq(serviceTickets.id, ticketId), ticketScope(user, policy)));
  if (!row) throw ticketNotFound();
  const { ticket, site } = row;
  const [history, systems] = await Promise.all([
    historyOf(services.db, ticket.id),
    systemsOfSites(services.db, [site.id]),
  ]);
  const sla = slaOf(ticket, [...history].reverse(), now);
  const staff = isStaffRole(user.userType);
  return {
    id: ticket.id,
    reference: ticket.reference,
    createdAt: ticket.createdAt,
    type: ticket.type,
    priority: ticket.priority,
    status: ticket.status,
    waitingOn: waitingOn[ticket.status] ?? null,
    origin: ticket.origin,
    description: ticket.description,
    resolutionNotes: ticket.resolutionNotes,
    signedOffBy: ticket.signedOffBy,
    signedOffAt: ticket.signedOffAt,
    customer: { id: ticket.customerId, name: row.customerName ?? row.customerEmail },
    technician: ticket.technicianId ? { id: ticket.technicianId, name: row.technicianName } : null,
    site: {
      id: site.id,
      address: addressOf(site),
      utility: site.utility,
      contacts: site.contacts,
      ...(seesAccessNotes(user, policy) ? { accessNotes: site.accessNotes } : {}),
    },
    system: systems.find((system) => system.id === ticket.systemId) ?? null,
    sla: { ...sla, targets: serviceTargetsFor(ticket.type, ticket.priority) },
    history: history
      .filter((event) => staff || event.kind === "status")
      .map(({ seq: _seq, ...event }) => (staff ? event : { ...event, note: null, actorId: null, actorName: null })),
  };
}
export type TicketView = Awaited<ReturnType<typeof getTicket>>;
