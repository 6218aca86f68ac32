/** Service tickets' face for the server: opening tickets, their photos, the client's own tickets. */
export { ticketIntakeApi } from "./api.server.ts";
export { openTicketWrite } from "./ticket-writes.server.ts";
export { appendTicketEvents, type NewTicketEvent } from "./ticket-events.server.ts";
