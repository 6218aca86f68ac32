/** Service tickets' face: their status flow, their SLA clock, and their staff pages. */
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
export { TicketSlaBadge } from "./ticket-sla-badge.tsx";
export { TicketList } from "./ticket-list.tsx";
export { TicketPage } from "./ticket-page.tsx";
