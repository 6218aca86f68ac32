import { maxLength, optionalText, requiredText, withoutControlCharacters } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { ticketStatuses } from "./ticket-statuses.ts";

export const STATUS_MESSAGE = "Please choose a status";
export const CONTACT_MESSAGE = "Please say what was said to the customer";
export const TECHNICIAN_MESSAGE = "Please choose a technician from the list";

/** A status change with an optional note: the staff form and POST /api/service/tickets/:id/status. */
export const ticketStatusSchema = z.object({
  status: z.enum(ticketStatuses, { error: STATUS_MESSAGE }),
  note: withoutControlCharacters(optionalText(maxLength.longText), { multiline: true }),
});

/** A call or message to the customer, which answers the response target: POST /api/service/tickets/:id/contacts. */
export const ticketContactSchema = z.object({
  note: withoutControlCharacters(requiredText(CONTACT_MESSAGE, maxLength.longText), { multiline: true }),
});

/** Who is responsible for the ticket, or nobody (blank): POST /api/service/tickets/:id/assignment. */
export const ticketAssignmentSchema = z.object({
  technicianId: z
    .union([z.uuid(TECHNICIAN_MESSAGE), z.literal(""), z.null()], { error: TECHNICIAN_MESSAGE })
    .transform((value) => value || null),
});

export type TicketStatusInput = z.output<typeof ticketStatusSchema>;
export type TicketContactInput = z.output<typeof ticketContactSchema>;
export type TicketAssignmentInput = z.output<typeof ticketAssignmentSchema>;
