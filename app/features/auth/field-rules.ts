import { z } from "../../lib/zod.ts";
import { EMAIL_MESSAGE } from "../../lib/email-field.ts";

/** Field rules of SPEC §5, shared by every account form and its API handler. */

export const PHONE_CHARACTERS_MESSAGE = "Phone number can only contain numbers, spaces, and symbols like () - +";

const PHONE_CHARACTERS = /^[\d\s()+-]*$/;

export const USERNAME_MAX = 30;
export const NAME_MAX = 100;
export const PASSWORD_MAX = 128;

export function personName(requiredMessage: string, minMessage: string) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .min(2, minMessage)
    .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`);
}

/** The shared e-mail rule, with the account forms' own message for an empty field. */
export const emailField = z
  .string("Please enter your email address")
  .trim()
  .min(1, "Please enter your email address")
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));

export const usernameField = z
  .string("Please choose a username")
  .trim()
  .min(1, "Please choose a username")
  .min(3, "Username must be at least 3 characters")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^\w*$/, "Username can only contain letters, numbers, and underscores");

/** A new password: registration, a password change and the create-admin command. */
export function newPasswordField(requiredMessage = "Please create a password") {
  return z
    .string(requiredMessage)
    .min(1, requiredMessage)
    .min(8, "Password must be at least 8 characters for security")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
    .regex(/[a-z]/, "Password must contain at least one lowercase letter")
    .regex(/\d/, "Password must contain at least one number");
}

export const PASSWORDS_DIFFER_MESSAGE = "Passwords don't match. Please make sure both passwords are identical";

/** An optional text field: blank becomes null so the database stores no empty strings. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

export const companyNameField = optionalText(200);

export const optionalPhoneField = z
  .string()
  .trim()
  .max(40, PHONE_CHARACTERS_MESSAGE)
  .regex(PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));
