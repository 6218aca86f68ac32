/** Service tickets' face for server code: the one way a ticket changes. */
export { appendTicketEvents, type NewTicketEvent } from "./ticket-events.server.ts";
