import { maxLength, requiredText } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { localDateField } from "./booking-schema.ts";

const TIME_MESSAGE = "Please enter a time as HH:MM";
/** A local clock time, "HH:MM" (24-hour), in the company's zone. */
export const clockTime = z.string(TIME_MESSAGE).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);
const reason = requiredText("Please give a reason", maxLength.shortText);

/** A blocked time: one date, from and to in the company's local time. */
export const blockSchema = z.object({ date: localDateField, from: clockTime, to: clockTime, reason });
export type BlockInput = z.output<typeof blockSchema>;

export const closedDaySchema = z.object({ date: localDateField, reason });
export type ClosedDayInput = z.output<typeof closedDaySchema>;

/** Opening a closed day again names only its date. */
export const closedDayDateSchema = z.object({ date: localDateField });
