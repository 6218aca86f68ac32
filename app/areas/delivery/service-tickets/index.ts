/** Service tickets' face: their status flow and their SLA clock. */
export { ticketStatuses, ticketStatusLabels, waitingOn, type TicketStatus } from "./ticket-statuses.ts";
export {
  ticketSla,
  type ActorKind,
  type PausedInterval,
  type SlaBadge,
  type SlaTicket,
  type TargetState,
  type TicketEvent,
  type TicketSla,
} from "./sla-clock.ts";
