/** What other features' server code may use of service tickets: the one way a ticket changes. */
export { appendTicketEvents, type NewTicketEvent } from "./ticket-events.server.ts";
