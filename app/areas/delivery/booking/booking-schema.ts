import {
  appointmentTypeBySlug,
  appointmentTypeSlugs,
  type AppointmentTypeSlug,
} from "#app/content/appointment-types.ts";
import { isDateInRange, DATE_OUT_OF_RANGE_MESSAGE } from "#app/lib/date-range.ts";
import {
  emailField,
  fullNameField,
  maxLength,
  optionalLine,
  optionalText,
  phoneField,
  requiredLine,
  withoutControlCharacters,
} from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";

export const ADDRESS_MESSAGE = "Please enter your complete address";
export const TYPE_MESSAGE = "Please choose an appointment type";
export const START_MESSAGE = "Please choose one of the available times";
const DATE_MESSAGE = "Please enter a date as YYYY-MM-DD";

export const appointmentTypeField = z.enum(appointmentTypeSlugs, { error: TYPE_MESSAGE });

/** A calendar date that exists, "YYYY-MM-DD", in the accepted range. */
export const localDateField = z
  .string(DATE_MESSAGE)
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, DATE_MESSAGE)
  .refine((value) => isDateInRange(new Date(`${value}T12:00:00Z`)), DATE_OUT_OF_RANGE_MESSAGE);

/** `?date=` for one day, or `?from=&to=` for a range; the service checks the range against the type's horizon. */
export const availableSlotsQuerySchema = z
  .object({
    type: appointmentTypeField,
    date: localDateField.optional(),
    from: localDateField.optional(),
    to: localDateField.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.date === undefined && (query.from === undefined || query.to === undefined)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: "Please give a date, or from and to" });
    }
    if (query.date !== undefined && (query.from !== undefined || query.to !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: "Give either a date or from and to, not both" });
    }
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "Must be on or after from" });
    }
  });

/** An instant with its offset, as the slots API gives `start`. */
export const startField = z
  .string(START_MESSAGE)
  .pipe(z.iso.datetime({ offset: true, error: START_MESSAGE }))
  .refine((value) => isDateInRange(new Date(value)), DATE_OUT_OF_RANGE_MESSAGE);

/** The manage page's cancel form: the reason is optional, and shown to staff. */
export const cancelSchema = z.object({
  reason: withoutControlCharacters(optionalText(maxLength.cancelReason), { multiline: true }),
});

export const STAFF_CANCEL_REASON_MESSAGE = "Please say why the appointment is cancelled";

/** A staff cancellation says why, in one line: the customer reads it in the cancellation mail. */
export const staffCancelSchema = z.object({
  cancelReason: requiredLine(STAFF_CANCEL_REASON_MESSAGE, maxLength.staffCancelReason),
});

export const TECHNICIAN_MESSAGE = "Please choose a staff member who makes visits, or nobody";

/** Who makes the visit: a staff member's id, or nobody (null, or a form's blank choice). Required, so an empty body changes nothing. */
export const technicianSchema = z.object({
  technicianId: z
    .union([z.uuid(TECHNICIAN_MESSAGE), z.literal(""), z.null()], { error: TECHNICIAN_MESSAGE })
    .transform((value) => value || null),
});

/**
 * The details form and POST /api/bookings/create's contact fields; an on-site type needs the address. The name and
 * address go into the calendar invitation, so no control character is accepted in them (nor in the notes but their
 * line breaks).
 */
export const bookingDetailsSchema = z.object({
  name: fullNameField,
  email: emailField(),
  phone: phoneField,
  address: optionalLine(maxLength.address),
  notes: withoutControlCharacters(optionalText(maxLength.longText), { multiline: true }),
});

function requireAddressOnSite(value: { type: AppointmentTypeSlug; address?: string }, ctx: z.RefinementCtx) {
  if (appointmentTypeBySlug(value.type)?.location === "on_site" && !value.address) {
    ctx.addIssue({ code: "custom", path: ["address"], message: ADDRESS_MESSAGE });
  }
}

export const createBookingSchema = bookingDetailsSchema
  .extend({ type: appointmentTypeField, start: startField, idempotencyKey: z.unknown().optional() })
  .superRefine(requireAddressOnSite);

export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBooking = z.output<typeof createBookingSchema>;

/** A reschedule names the new start; the type stays. */
export const rescheduleSchema = z.object({ start: startField });
