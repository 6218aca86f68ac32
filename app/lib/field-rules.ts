import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, ONE_LINE_MESSAGE } from "./allowed-text.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isIsoDateInRange } from "./date-range.ts";
import { formatNumber } from "./format.ts";
import { z } from "./zod.ts";

/**
 * SPEC §5's field rules and messages, the one source for every form (lead, account, newsletter, and the shop's,
 * booking's and portal's to come) and the API handler that parses the same fields. A form's schema composes these;
 * it never spells a rule or a message of its own.
 */

export const EMAIL_MESSAGE = "Please enter a valid email address (e.g., name@example.com)";
export const PHONE_LENGTH_MESSAGE = "Please enter a valid phone number with at least 10 digits";
export const PHONE_CHARACTERS_MESSAGE = "Phone number can only contain numbers, spaces, and symbols like () - +";
export const PASSWORDS_DIFFER_MESSAGE = "Passwords don't match. Please make sure both passwords are identical";

const PHONE_CHARACTERS = /^[\d\s()+-]*$/;

/** Longest accepted value of each kind of text; the inputs carry the same maxLength. */
export const maxLength = {
  name: 120,
  personName: 100,
  email: 254,
  phone: 40,
  address: 300,
  shortText: 120,
  companyName: 200,
  username: 30,
  password: 128,
  longText: 5000,
  cancelReason: 500,
  staffCancelReason: 200,
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

export function requiredText(message: string, max: number) {
  return z.string(message).trim().min(1, message).max(max, tooLong(max));
}

/** A required name or address line: requiredText on one line, no control characters. */
export function requiredLine(message: string, max: number) {
  return withoutControlCharacters(requiredText(message, max), { multiline: false });
}

/**
 * Free text that may be left blank; blank (or null) becomes undefined: not given, so nothing empty is stored and a
 * JSON body leaves the field out. A service that must clear a column writes `?? null` itself.
 */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || undefined);
}

/**
 * A text field that refuses control characters (a line break and a tab too, unless `multiline`), with a message under
 * the field: text that reaches a calendar file or a mail header must not be able to break its lines.
 */
export function withoutControlCharacters<Schema extends z.ZodType<string | undefined>>(
  schema: Schema,
  { multiline }: { multiline: boolean },
) {
  return schema.refine(
    (value) => value === undefined || !hasControlCharacters(value, { multiline }),
    multiline ? CONTROL_CHARACTERS_MESSAGE : ONE_LINE_MESSAGE,
  );
}

/** An optional name or address line: optionalText on one line, no control characters. */
export function optionalLine(max: number) {
  return withoutControlCharacters(optionalText(max), { multiline: false });
}

/** An e-mail address; `requiredMessage` is what an empty field says (the account forms ask "Please enter …"). */
export function emailField(requiredMessage = EMAIL_MESSAGE) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(maxLength.email, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE));
}

/** A phone number someone can be called on: at least 10 characters, SPEC §5's characters only. */
export const phoneField = z
  .string(PHONE_LENGTH_MESSAGE)
  .trim()
  .min(10, PHONE_LENGTH_MESSAGE)
  .max(maxLength.phone, tooLong(maxLength.phone))
  .regex(PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE);

/** Blank means not given (undefined); a given phone follows the same rules as a required one. */
export const optionalPhoneField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || undefined)
  .pipe(phoneField.optional());

/** The account forms' optional phone (SPEC §5 Register): only its characters are checked; blank is undefined. */
export const accountPhoneField = z
  .string()
  .trim()
  .max(maxLength.phone, PHONE_CHARACTERS_MESSAGE)
  .regex(PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE)
  .nullish()
  .transform((value) => value || undefined);

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

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** A form's dollars, "$1,349.5" → 134950 cents; anything else is left for the schema to refuse with its own message. */
export function centsOfDollars(value: string): number | string {
  const text = value.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!DOLLARS.test(text)) return value;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** A full name as one field (booking): SPEC §5's empty message, and at least 2 characters. */
export const fullNameField = withoutControlCharacters(
  z
    .string("Please enter your full name")
    .trim()
    .min(1, "Please enter your full name")
    .min(2, "Name must be at least 2 characters")
    .max(maxLength.name, tooLong(maxLength.name)),
  { multiline: false },
);

/** A person's first or last name, with the form's own messages for empty and too short (SPEC §5 Register). */
export function personName(requiredMessage: string, minMessage: string) {
  return withoutControlCharacters(
    z
      .string(requiredMessage)
      .trim()
      .min(1, requiredMessage)
      .min(2, minMessage)
      .max(maxLength.personName, tooLong(maxLength.personName)),
    { multiline: false },
  );
}

export const usernameField = z
  .string("Please choose a username")
  .trim()
  .min(1, "Please choose a username")
  .min(3, "Username must be at least 3 characters")
  .max(maxLength.username, `Username must be at most ${maxLength.username} characters`)
  .regex(/^\w*$/, "Username can only contain letters, numbers, and underscores");

/** What `newPasswordField` asks for, said under the field. */
export const NEW_PASSWORD_HINT = "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";

/** A new password: registration, a password change or reset, and the create-admin command. */
export function newPasswordField(requiredMessage = "Please create a password") {
  return z
    .string(requiredMessage)
    .min(1, requiredMessage)
    .min(8, "Password must be at least 8 characters for security")
    .max(maxLength.password, `Password must be at most ${maxLength.password} characters`)
    .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
    .regex(/[a-z]/, "Password must contain at least one lowercase letter")
    .regex(/\d/, "Password must contain at least one number");
}

/** A yes or no: a boolean from a JSON API, "true" or "false" from a page's form. */
export function booleanField(message: string) {
  return z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], { error: message });
}

export const DATE_MESSAGE = "Please enter a date as YYYY-MM-DD";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The message refusing a calendar date ("2026-12-01"), or undefined when it is a real date in range. */
export function calendarDateRefusal(value: string): string | undefined {
  const valid = ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  if (!valid || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) return DATE_MESSAGE;
  return isIsoDateInRange(value) ? undefined : DATE_OUT_OF_RANGE_MESSAGE;
}

/** A calendar date ("2026-12-01"), or blank for none (null: a form clears it that way). */
export const optionalDate = z
  .union([z.string().trim(), z.null()], { error: DATE_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const refusal = calendarDateRefusal(value);
    if (refusal) {
      ctx.addIssue({ code: "custom", message: refusal });
      return z.NEVER;
    }
    return value;
  });

/** A calendar date that must be given ("2026-12-01"). */
export function requiredDate(requiredMessage: string) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .superRefine((value, ctx) => {
      const refusal = calendarDateRefusal(value);
      if (refusal) ctx.addIssue({ code: "custom", message: refusal });
    });
}
