import { officeCalendar } from "#app/content/office-calendar.ts";
import { serviceTargetsFor } from "#app/content/service-targets.ts";
import { ticketSla, type TicketEvent, type TicketSla } from "./sla-clock.ts";
import type { ServiceTicketRow, TicketEventRow } from "./tables.server.ts";

/** What the SLA clock reads of a ticket: when it was opened and what it is. */
type SlaSubject = Pick<ServiceTicketRow, "createdAt" | "type" | "priority">;

/** What the clock reads of a history row. */
type ClockRow = Pick<TicketEventRow, "kind" | "status" | "at" | "actorKind">;

/** The history rows that move the clock, as its events: status changes and contacts, in the order they happened. */
export function clockEvents(events: readonly ClockRow[]) {
  return events.flatMap((event): TicketEvent[] => {
    if (event.kind === "status" && event.status) {
      return [{ kind: "status", status: event.status, at: event.at, actor: event.actorKind }];
    }
    if (event.kind === "contact") return [{ kind: "contact", at: event.at, actor: event.actorKind }];
    return [];
  });
}

/** The ticket's clock at `now`, from its targets (content), the office calendar and its history. */
export function slaOf(ticket: SlaSubject, events: readonly ClockRow[], now: Date): TicketSla {
  return ticketSla(
    {
      openedAt: ticket.createdAt,
      targets: serviceTargetsFor(ticket.type, ticket.priority),
      events: clockEvents(events),
    },
    officeCalendar,
    now,
  );
}

/**
 * The ticket's stored SLA columns after a change: written in the change's transaction, so lists filter and sort on
 * them (decision 0154). A due time that later passes unmet reads as breached from the stored time.
 */
export function slaColumns(ticket: SlaSubject, events: readonly TicketEventRow[], now: Date) {
  const sla = slaOf(ticket, events, now);
  return {
    responseDueAt: sla.responseDueAt,
    resolutionDueAt: sla.resolutionDueAt,
    respondedAt: sla.respondedAt,
    resolvedAt: sla.resolvedAt,
    responseState: sla.response,
    resolutionState: sla.resolution,
    slaBadge: sla.badge,
    nextDueAt: nextDueAt(sla),
  } satisfies Partial<ServiceTicketRow>;
}

/** The earliest due time of a target still to meet: none once the ticket is finished, or while it waits. */
function nextDueAt(sla: TicketSla): Date | null {
  if (sla.resolvedAt) return null;
  const due = [sla.respondedAt ? null : sla.responseDueAt, sla.resolutionDueAt].filter((at) => at !== null);
  return due.length > 0 ? new Date(Math.min(...due.map((at) => at.getTime()))) : null;
}
