/** Service tickets' face for the server: opening tickets, their photos, the client's own tickets. */
export { ticketIntakeApi } from "./api.server.ts";
export { openTicketWrite } from "./ticket-writes.server.ts";
export { appendTicketEvents, type NewTicketEvent } from "./ticket-events.server.ts";
export { listOwnTickets, clientTicketView } from "./own-tickets.server.ts";
export type { TicketSummary } from "./ticket-summary.ts";
export { requestServicePageData, requestServiceAction, type RequestServiceResult } from "./request-service.server.ts";
export { openTicketPageData } from "./open-ticket-page.server.ts";
export { ticketIdOf } from "./ticket-scope.server.ts";
