import { z } from "#app/lib/zod.ts";
import { PASSWORDS_DIFFER_MESSAGE, newPasswordField } from "#app/lib/field-rules.ts";

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string("Please enter your current password")
      .min(1, "Please enter your current password")
      .max(1024),
    newPassword: newPasswordField("Please create a new password"),
    confirmPassword: z.string("Please confirm your password").min(1, "Please confirm your password"),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ["confirmPassword"],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return (
        typeof value.newPassword === "string" &&
        typeof value.confirmPassword === "string" &&
        value.confirmPassword !== ""
      );
    },
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
