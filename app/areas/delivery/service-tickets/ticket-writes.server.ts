import { rolePolicy } from "#server/settings.ts";
import { defineWrite } from "#app/lib/write.server.ts";
import { openTicket, type OpenedTicket } from "./open-ticket.server.ts";
import { TICKET_NOT_FOUND } from "./ticket-scope.server.ts";
import { clientTicketPath } from "./ticket-paths.ts";
import { openTicketSchema } from "./ticket-schemas.ts";

/**
 * Opening a ticket (issue 28 §3), by a client on their own site or system or by the office on any: one write for
 * the JSON API and the portal's form, which works without JavaScript. The same path also takes a multipart body
 * with photos (`ticket-api.server.ts`), which records itself the same way.
 */
export const openTicketWrite = defineWrite({
  intent: "open-ticket",
  access: "signedIn",
  path: "/api/service/tickets",
  notFound: TICKET_NOT_FOUND,
  creates: true,
  schema: openTicketSchema,
  run: async ({ services, user }, _id, input): Promise<OpenedTicket> =>
    openTicket(services.db, { user, policy: await rolePolicy(services) }, input),
  done: (ticket) => `Ticket ${ticket.reference} opened`,
  redirect: (ticket) => `${clientTicketPath(ticket.id)}?opened=1`,
  audit: { entity: "ticket" },
});
