import type { FieldErrors } from "#server/http/errors.ts";

export type AccountFormIntent = "login" | "register" | "two-factor";

/**
 * What a sign-in or registration posted without JavaScript answers when it fails: the server's message, its field
 * errors and what was typed (never a password), so the page shows the form again as it was left.
 */
export interface AccountFormResult {
  intent: AccountFormIntent;
  message: string;
  errors: FieldErrors;
  values: Record<string, string>;
}

/** The intent of the form that drops a sign-in waiting for its code, to sign in as someone else. */
export const CANCEL_TWO_FACTOR_INTENT = "cancel-two-factor";

/** The field name the sign-in and registration forms post their intent under. */
export const INTENT_FIELD = "intent";
