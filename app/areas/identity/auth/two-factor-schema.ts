import { booleanField } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";

export const ENTER_CODE = "Enter the 6-digit code from your authenticator app, or a recovery code";

/** A second factor as typed: a 6-digit code, or one of the recovery codes. */
export const twoFactorCodeSchema = z.object({
  code: z.string(ENTER_CODE).trim().min(1, ENTER_CODE).max(40, ENTER_CODE),
});

/** The second step of a sign-in: the code, and whether to skip it in this browser for 30 days. */
export const twoFactorSignInSchema = twoFactorCodeSchema.extend({
  // A checked HTML checkbox sends "on"; the API sends a boolean.
  trustBrowser: z
    .union([z.literal("on"), booleanField("Send trustBrowser as true or false")])
    .optional()
    .transform((value) => value === "on" || value === true),
});

export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;
