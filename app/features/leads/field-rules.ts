import { formatNumber } from "../../lib/format.ts";
import { z } from "../../lib/zod.ts";

/** SPEC §5 rules and messages shared by every lead form and its API handler. */

export { EMAIL_MESSAGE, emailField } from "../../lib/email-field.ts";

export const PHONE_LENGTH_MESSAGE = "Please enter a valid phone number with at least 10 digits";
export const PHONE_CHARACTERS_MESSAGE = "Phone number can only contain numbers, spaces, and symbols like () - +";

const PHONE_CHARACTERS = /^[\d\s()+-]*$/;

/** Longest accepted value of each kind of text; the inputs carry the same maxLength. */
export const maxLength = {
  name: 120,
  email: 254,
  phone: 40,
  address: 300,
  shortText: 120,
  longText: 5000,
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

export function requiredText(message: string, max: number) {
  return z.string(message).trim().min(1, message).max(max, tooLong(max));
}

export const phoneField = z
  .string(PHONE_LENGTH_MESSAGE)
  .trim()
  .min(10, PHONE_LENGTH_MESSAGE)
  .max(maxLength.phone, tooLong(maxLength.phone))
  .regex(PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE);

/** Blank means not given; a given phone follows the same rules as a required one. */
export const optionalPhoneField = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(phoneField.optional());

/** Free text that may be left blank; blank becomes undefined so nothing empty is stored. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || undefined);
}

/** One of a fixed list, or blank (the select's empty choice). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal("")], { error: "Please choose one of the listed options" })
    .optional()
    .transform((value) => (value === "" ? undefined : value));
}

/** A number input's value (a string in the form, a number or string over the API), or blank. */
export function optionalNumber({ max, integer }: { max: number; integer: boolean }) {
  const message = integer
    ? `Please enter a whole number between 0 and ${formatNumber(max)}`
    : `Please enter a number between 0 and ${formatNumber(max)}`;
  return z
    .union([z.number(), z.string().trim()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const number = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(number) || number < 0 || number > max || (integer && !Number.isInteger(number))) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number;
    });
}
