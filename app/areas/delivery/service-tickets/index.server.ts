/** What other features' server code may use of service tickets: the one way a ticket changes, opening tickets and their photos, the API, the pages, the client's own tickets. */
export { appendTicketEvents, type NewTicketEvent, type TicketChange } from "./ticket-events.server.ts";
export { ticketScope, ticketIdOf, ticketNotFound, ticketToChange, TICKET_NOT_FOUND } from "./ticket-scope.server.ts";
export { serviceTicketsApi } from "./api.server.ts";
export { ticketList } from "./ticket-list.server.ts";
export { getTicket, type TicketView } from "./ticket-detail.server.ts";
export { assigneeOf } from "./ticket-changes.server.ts";
export { ticketListPageData, ticketPageData, ticketPageAction } from "./ticket-pages.server.ts";
export { ticketIntakeApi } from "./intake-api.server.ts";
export { openTicketWrite } from "./ticket-writes.server.ts";
export { openTicket } from "./open-ticket.server.ts";
export { listOwnTickets, clientTicketView } from "./own-tickets.server.ts";
export type { TicketSummary } from "./ticket-summary.ts";
export { requestServicePageData, requestServiceAction, type RequestServiceResult } from "./request-service.server.ts";
export { openTicketPageData } from "./open-ticket-page.server.ts";
export { openCustomerLinkTicket, openMonitoringTicket, type MonitoringFault } from "./open-ticket.server.ts";
export {
  ticketSlaStates,
  emergencyResponses,
  sameDayRepairs,
  emergencyPromiseHours,
  type TicketSlaStates,
  type TargetStateCounts,
  type EmergencyResponses,
  type SameDayRepairs,
} from "./ticket-analytics.server.ts";
