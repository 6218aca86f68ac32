import { defineWrite, recordFields } from "#app/lib/write.server.ts";
import { ticketStatusLabels } from "./ticket-statuses.ts";
import { assignTicket, changeTicketStatus, logTicketContact } from "./ticket-changes.server.ts";
import { ticketAssignmentSchema, ticketContactSchema, ticketStatusSchema } from "./ticket-schemas.ts";
import { TICKET_NOT_FOUND } from "./ticket-scope.server.ts";
import { serviceTickets } from "./tables.server.ts";

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
