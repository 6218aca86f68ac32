import { rolePolicy } from "#server/settings.ts";
import { defineWrite, recordFields } from "#app/lib/write.server.ts";
import { openTicket, type OpenedTicket } from "./open-ticket.server.ts";
import { assignTicket, changeTicketStatus, logTicketContact } from "./ticket-changes.server.ts";
import { clientTicketPath } from "./ticket-paths.ts";
import { openTicketSchema, ticketAssignmentSchema, ticketContactSchema, ticketStatusSchema } from "./ticket-schemas.ts";
import { TICKET_NOT_FOUND } from "./ticket-scope.server.ts";
import { ticketStatusLabels } from "./ticket-statuses.ts";
import { serviceTickets } from "./tables.server.ts";

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
    openTicket(services.db, { user, policy: await rolePolicy(services), services }, input),
  done: (ticket) => `Ticket ${ticket.reference} opened`,
  redirect: (ticket) => `${clientTicketPath(ticket.id)}?opened=1`,
  audit: { entity: "ticket" },
});

/**
 * Staff's writes on a ticket (issue 28 §3), each a JSON route and a form of the ticket's page: its status, a contact
 * with the customer and, for the office, who works it. A technician makes the first two on the tickets assigned to
 * them; every one goes through `appendTicketEvents` and into the audit trail.
 */
export const ticketWrites = [
  defineWrite({
    intent: "ticket-status",
    access: "write:ticket:assigned",
    path: "/api/service/tickets/:id/status",
    notFound: TICKET_NOT_FOUND,
    schema: ticketStatusSchema,
    run: changeTicketStatus,
    done: ({ status }) => `Status changed to ${ticketStatusLabels[status].toLowerCase()}`,
    audit: { before: recordFields(serviceTickets, serviceTickets.id, { status: serviceTickets.status }) },
  }),
  defineWrite({
    intent: "ticket-contact",
    access: "write:ticket:assigned",
    path: "/api/service/tickets/:id/contacts",
    notFound: TICKET_NOT_FOUND,
    schema: ticketContactSchema,
    run: logTicketContact,
    done: () => "Contact logged",
  }),
  defineWrite({
    intent: "ticket-assignment",
    access: "write:ticket:any",
    path: "/api/service/tickets/:id/assignment",
    notFound: TICKET_NOT_FOUND,
    schema: ticketAssignmentSchema,
    run: assignTicket,
    done: ({ technicianName }) => (technicianName ? `Assigned to ${technicianName}` : "No one is assigned"),
    audit: { before: recordFields(serviceTickets, serviceTickets.id, { technicianId: serviceTickets.technicianId }) },
  }),
];
