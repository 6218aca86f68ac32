import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { slaColumns } from "./sla-columns.server.ts";
import { statusChangeAllowed, ticketStatusLabels, type TicketStatus } from "./ticket-statuses.ts";
import { serviceTickets, ticketEvents, type ServiceTicketRow, type TicketEventRow } from "./tables.server.ts";

/** One entry for a ticket's history; `at` is the change's time. */
export type NewTicketEvent = Pick<TicketEventRow, "kind" | "actorKind"> &
  Partial<Pick<TicketEventRow, "status" | "actorId" | "note">>;

/**
 * The one way a ticket changes: appends `events` to its history at `now`, then stores its status (the last status
 * event's) and its SLA columns replayed from the whole history, in the caller's transaction. The ticket row is locked
 * first, so two changes at once apply one after the other. A status change the flow does not allow is a conflict.
 */
export async function appendTicketEvents(
  tx: Database,
  ticketId: string,
  events: readonly NewTicketEvent[],
  now: Date = new Date(),
): Promise<ServiceTicketRow> {
  const [ticket] = await tx.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId)).for("update");
  if (!ticket) throw notFound("No such ticket");
  // A ticket's first entry records the status it is opened in (new): there is no change before it to check.
  const [earlier] = await tx
    .select({ id: ticketEvents.id })
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .limit(1);
  let status: TicketStatus | null = earlier ? ticket.status : null;
  for (const event of events) {
    if (event.kind !== "status" || !event.status) continue;
    if (status !== null && !statusChangeAllowed(status, event.status)) {
      throw conflict(
        `A ticket that is ${ticketStatusLabels[status].toLowerCase()} cannot become ${ticketStatusLabels[event.status].toLowerCase()}`,
        {
          status: `A ${ticketStatusLabels[status].toLowerCase()} ticket cannot move to this status`,
        },
      );
    }
    status = event.status;
  }
  if (events.length > 0) {
    await tx.insert(ticketEvents).values(events.map((event) => ({ ...event, ticketId, at: now })));
  }
  const history = await tx
    .select()
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.at), asc(ticketEvents.seq));
  const [updated] = await tx
    .update(serviceTickets)
    .set({ status: status ?? ticket.status, ...slaColumns(ticket, history, now), updatedAt: now })
    .where(eq(serviceTickets.id, ticketId))
    .returning();
  return updated!;
}
