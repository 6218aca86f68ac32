import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import type { AppServices } from "#server/services.ts";
import { slaColumns } from "./sla-columns.server.ts";
import { clientNewsOf, mailClientOfStatus } from "./ticket-mails.server.ts";
import { statusChangeAllowed, ticketStatusLabels } from "./ticket-statuses.ts";
import { serviceTickets, ticketEvents, type ServiceTicketRow, type TicketEventRow } from "./tables.server.ts";

/** One entry for a ticket's history; `at` is the change's time. */
export type NewTicketEvent = Pick<TicketEventRow, "kind" | "actorKind"> &
  Partial<Pick<TicketEventRow, "status" | "actorId" | "note">>;

/**
 * What a change needs besides its transaction: the website's address (SITE_URL) for the link in the client's mail and the mail worker to wake
 * (inside a write, once it commits), and the change's time (now unless a test fixes it).
 */
export interface TicketChange {
  services: Pick<AppServices, "config" | "mailWorker">;
  now?: Date;
}

/**
 * The one way a ticket changes: appends `events` to its history at `now`, then stores its status (the last status
 * event's) and its SLA columns replayed from the whole history, in the caller's transaction. The ticket row is locked
 * first, so two changes at once apply one after the other. A status change the flow does not allow is a conflict.
 * A status change the client cares about queues their mail in the same transaction (decision 0173).
 */
export async function appendTicketEvents(
  tx: Database,
  ticketId: string,
  events: readonly NewTicketEvent[],
  { services, now = new Date() }: TicketChange,
): Promise<ServiceTicketRow> {
  const [ticket] = await tx.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId)).for("update");
  if (!ticket) throw notFound("No such ticket");
  // A ticket's first entry records the status it is opened in (new): there is no change before it to check.
  const [earlier] = await tx
    .select({ id: ticketEvents.id })
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .limit(1);
  let opening = !earlier;
  let status = ticket.status;
  let madeByCustomer = false;
  for (const event of events) {
    if (event.kind !== "status" || !event.status) continue;
    if (!opening && !statusChangeAllowed(status, event.status)) {
      throw conflict(
        `A ticket that is ${ticketStatusLabels[status].toLowerCase()} cannot become ${ticketStatusLabels[event.status].toLowerCase()}`,
        {
          status: `A ${ticketStatusLabels[status].toLowerCase()} ticket cannot move to this status`,
        },
      );
    }
    opening = false;
    status = event.status;
    madeByCustomer = event.actorKind === "customer";
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
    .set({ status, ...slaColumns(ticket, history, now), updatedAt: now })
    .where(eq(serviceTickets.id, ticketId))
    .returning();
  const news = clientNewsOf(ticket.status, status, madeByCustomer);
  if (news && (await mailClientOfStatus(tx, ticket, news, services.config.SITE_URL))) services.mailWorker.wake();
  return updated!;
}
