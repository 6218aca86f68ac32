import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { getTicket } from "./ticket-detail.server.ts";
import { ticketList } from "./ticket-list.server.ts";
import { ticketIdOf } from "./ticket-scope.server.ts";
import { ticketWrites } from "./ticket-writes.server.ts";

/**
 * Service tickets' JSON API (issue 28 §3). The list and a ticket are open to every signed-in user and read through
 * the ticket scope (a client's own, a technician's assigned, the office's any), so another's ticket answers 404 like
 * a missing one, and a staff member whose role holds no ticket permission (sales) finds none. The list's CSV is the
 * office's (`export:ticket`), scoped the same way.
 */
export const serviceTicketsApi: ApiRoute[] = [
  defineApi("get", "/api/service/tickets", "signedIn", (req) =>
    ticketList.page(req.services, req.user!, ticketList.parseQuery(req.query)),
  ),
  // The list's own JSON route is the one above, open to clients too; its CSV download is the kit's.
  ...ticketList.api().filter((route) => route.csv),
  defineApi("get", "/api/service/tickets/:id", "signedIn", (req) =>
    getTicket(req.services, req.user!, ticketIdOf(req.params.id)),
  ),
  ...ticketWrites.map(writeApi),
];
