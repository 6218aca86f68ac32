import { z } from "#app/lib/zod.ts";
import { PASSWORDS_DIFFER_MESSAGE, newPasswordField } from "#app/lib/field-rules.ts";

/** The one answer to every reset request, whether or not the account exists. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that e-mail address or username, we have sent a link to reset the password to its e-mail address. The link works for one hour.";
export const RESET_LINK_INVALID_MESSAGE =
  "This password reset link is not valid: it has expired or has already been used. Please ask for a new one.";
export const PASSWORD_RESET_MESSAGE = "Your password has been changed. Please sign in with your new password.";

const IDENTIFIER_MESSAGE = "Please enter your e-mail address or username";

/** POST /api/password-reset/request and the /forgot-password form. */
export const resetRequestSchema = z.object({
  emailOrUsername: z.string(IDENTIFIER_MESSAGE).trim().min(1, IDENTIFIER_MESSAGE).max(254, IDENTIFIER_MESSAGE),
});

/** POST /api/password-reset/confirm and the /reset-password form: SPEC §5's password rules. */
export const resetConfirmSchema = z
  .object({
    token: z.string(RESET_LINK_INVALID_MESSAGE).min(1, RESET_LINK_INVALID_MESSAGE).max(200, RESET_LINK_INVALID_MESSAGE),
    newPassword: newPasswordField("Please create a new password"),
    confirmPassword: z.string("Please confirm your password").min(1, "Please confirm your password"),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ["confirmPassword"],
  });

export type ResetConfirmInput = z.input<typeof resetConfirmSchema>;

/** What both reset calls answer: a message, and on a refusal the fields it concerns. */
export interface ResetAnswer {
  message: string;
  errors?: Record<string, string>;
}
