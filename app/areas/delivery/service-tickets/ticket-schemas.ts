import { ticketPriorities, ticketTypeLabels, ticketTypes, type TicketType } from "#app/content/service-targets.ts";
import { maxLength, optionalText, requiredText, withoutControlCharacters } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { ticketStatuses } from "./ticket-statuses.ts";

/** The longest description a ticket takes: a few paragraphs of what happened. */
export const DESCRIPTION_MAX_LENGTH = 4000;
export const DESCRIPTION_MESSAGE = "Please describe the problem";
export const PLACE_MESSAGE = "Please choose the system or site the ticket is for";
const TYPE_MESSAGE = "Please choose what kind of problem it is";

/**
 * The kinds of problem a client reports from the portal (decision 0174): a fault, an emergency, a warranty question
 * or something else. An inspection and an orphaned-system rescue are services the office books after talking to the
 * customer, so only staff open those.
 */
export const clientTicketTypes = ["repair", "emergency", "warranty", "other"] as const satisfies readonly TicketType[];

/** What each kind means to a client choosing it. */
export const clientTicketTypeHints: Record<(typeof clientTicketTypes)[number], string> = {
  repair: "Something is not working as it should: low production, an error light, a tripped breaker",
  emergency: "Danger or damage now: smoke, burning smell, sparks, water near equipment, a panel coming loose",
  warranty: "A part you believe is faulty under its warranty",
  other: "Anything else about your system",
};

/** A blank form field (or null) is a field not given. */
const blankless = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const description = withoutControlCharacters(requiredText(DESCRIPTION_MESSAGE, DESCRIPTION_MAX_LENGTH), {
  multiline: true,
});

/** Where a ticket is: a system (its site is the system's), or a site whose system is not known. */
const place = {
  siteId: blankless(z.uuid(PLACE_MESSAGE)),
  systemId: blankless(z.uuid(PLACE_MESSAGE)),
};

const placeNamed = (input: { siteId?: string; systemId?: string }) =>
  input.siteId !== undefined || input.systemId !== undefined;

/**
 * POST /api/service/tickets, from the portal, the staff pages and the API alike: the page forms send strings
 * (blank meaning none). A client's choice of type is checked against `clientTicketTypes` by the service (decision 0174), and a
 * priority or lead they send is refused there, so one schema serves both.
 */
export const openTicketSchema = z
  .object({
    ...place,
    type: z.enum(ticketTypes, TYPE_MESSAGE),
    priority: blankless(z.enum(ticketPriorities, "Please choose one of the listed priorities")),
    description,
    leadId: blankless(z.uuid("No such lead")),
  })
  .refine(placeNamed, { message: PLACE_MESSAGE, path: ["systemId"] });
export type OpenTicketInput = z.output<typeof openTicketSchema>;

/** The portal's "Request service" form: the same fields without the staff's, its types the client's. */
export const requestServiceFormSchema = z
  .object({
    ...place,
    type: z.enum(clientTicketTypes, TYPE_MESSAGE),
    description,
  })
  .refine(placeNamed, { message: PLACE_MESSAGE, path: ["systemId"] });

export const clientTypeLabels = Object.fromEntries(clientTicketTypes.map((type) => [type, ticketTypeLabels[type]]));

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
