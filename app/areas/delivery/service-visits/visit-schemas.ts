import { maxLength, optionalText, requiredLine, requiredText, withoutControlCharacters } from "#app/lib/field-rules.ts";
import { isDateInRange } from "#app/lib/date-range.ts";
import { z } from "#app/lib/zod.ts";

/**
 * The field work's inputs (issue 28 §3, §4), shared by the JSON API and the technician's day page's forms: a form
 * sends strings, the API may send numbers. Every one of the day's forms carries the `idempotencyKey` it was drawn
 * with, so a retry (a browser's resubmission, the page's Retry) is answered without doing it twice.
 */

export const START_MESSAGE = "Please choose when the visit starts, e.g. 2026-12-01T09:00:00-08:00";
export const TECHNICIAN_MESSAGE = "Please choose the technician";
const SKU_MESSAGE = "Please enter the part's SKU";
const QUANTITY_MESSAGE = "Please enter a quantity of at least 1";
export const MAX_PART_QUANTITY = 1000;

const idempotencyKey = z.string().min(16).max(255).optional();

const startsAt = z
  .string(START_MESSAGE)
  .pipe(z.iso.datetime({ offset: true, error: START_MESSAGE }))
  .refine((value) => isDateInRange(new Date(value)), START_MESSAGE);

/** POST /api/service/tickets/:id/visits: the office schedules a visit. */
export const scheduleVisitSchema = z.object({
  startsAt,
  technicianId: z.uuid(TECHNICIAN_MESSAGE),
});
export type ScheduleVisitInput = z.output<typeof scheduleVisitSchema>;

/** POST /api/service/visits/:id/reschedule: a new start, and another technician if given. */
export const rescheduleVisitSchema = z.object({
  startsAt,
  technicianId: z.uuid(TECHNICIAN_MESSAGE).optional(),
});
export type RescheduleVisitInput = z.output<typeof rescheduleVisitSchema>;

/** POST /api/service/tickets/:id/parts: a part taken from stock for the ticket. */
export const ticketPartSchema = z.object({
  sku: requiredLine(SKU_MESSAGE, maxLength.shortText),
  quantity: z.coerce
    .number(QUANTITY_MESSAGE)
    .int("Please enter a whole number")
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_PART_QUANTITY, `At most ${MAX_PART_QUANTITY} at once`),
  idempotencyKey,
});
export type TicketPartInput = z.output<typeof ticketPartSchema>;

/** POST /api/service/visits/:id/start. */
export const startVisitSchema = z.object({ idempotencyKey });

/** POST /api/service/visits/:id/notes: a note on the visit's ticket's history. */
export const visitNoteSchema = z.object({
  note: withoutControlCharacters(requiredText("Please write the note", maxLength.longText), { multiline: true }),
  idempotencyKey,
});
export type VisitNoteInput = z.output<typeof visitNoteSchema>;

/** A checklist item's checkbox on the page's form: `checklist.<item id>`, since a form's fields are one value each. */
export const checklistField = (itemId: string) => `checklist.${itemId}`;

/** The ids of the ticked items: the API's `checklist` list, or the form's ticked `checklist.<item id>` boxes. */
function withChecklist(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw) || "checklist" in raw) return raw;
  const ticked = Object.keys(raw)
    .filter((key) => key.startsWith("checklist."))
    .map((key) => key.slice("checklist.".length));
  return { ...raw, checklist: ticked };
}

/** POST /api/service/visits/:id/complete: the resolution and the customer's sign-off (their typed name). */
export const completeVisitSchema = z.preprocess(
  withChecklist,
  z.object({
    resolutionNotes: withoutControlCharacters(requiredText("Please say what was done", maxLength.longText), {
      multiline: true,
    }),
    signedOffBy: requiredLine("Please type the customer's name to sign off", maxLength.personName),
    checklist: z.array(z.string().max(60)).max(30).optional(),
    idempotencyKey,
  }),
);
export type CompleteVisitInput = z.output<typeof completeVisitSchema>;

/** The cancel form sends nothing but its key. */
export const cancelVisitSchema = z.object({ reason: optionalText(maxLength.staffCancelReason), idempotencyKey });
export type CancelVisitInput = z.output<typeof cancelVisitSchema>;
