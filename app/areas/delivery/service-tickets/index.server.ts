/** What other features' server code may use of service tickets: the one way a ticket changes, the API, the pages. */
export { appendTicketEvents, type NewTicketEvent, type TicketChange } from "./ticket-events.server.ts";
export { ticketScope, ticketIdOf, ticketNotFound, ticketToChange, TICKET_NOT_FOUND } from "./ticket-scope.server.ts";
export { serviceTicketsApi } from "./api.server.ts";
export { ticketList } from "./ticket-list.server.ts";
export { getTicket, type TicketView } from "./ticket-detail.server.ts";
export { ticketListPageData, ticketPageData, ticketPageAction } from "./ticket-pages.server.ts";
