/** Service tickets' face: their status flow, their SLA clock, and the portal's pages of them. */
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
export { ServiceHistory } from "./system-service-history.tsx";
export { RequestServiceForm } from "./request-service-form.tsx";
export { ClientTicket } from "./client-ticket.tsx";
export { OpenTicketForm } from "./open-ticket-form.tsx";
export { clientTicketPath, requestServicePath, openTicketPath } from "./ticket-paths.ts";
export type { TicketSummary } from "./ticket-summary.ts";
