import { z } from "#app/lib/zod.ts";
import {
  accountPhoneField,
  emailField,
  maxLength,
  newPasswordField,
  optionalLine,
  PASSWORDS_DIFFER_MESSAGE,
  personName,
  usernameField,
} from "#app/lib/field-rules.ts";

/** SPEC §5 registration; `userType` is not part of it: registration always makes a client. */
export const registerSchema = z
  .object({
    firstName: personName("Please enter your first name", "First name must be at least 2 characters"),
    lastName: personName("Please enter your last name", "Last name must be at least 2 characters"),
    email: emailField("Please enter your email address"),
    username: usernameField,
    password: newPasswordField(),
    confirmPassword: z.string("Please confirm your password").min(1, "Please confirm your password"),
    companyName: optionalLine(maxLength.companyName),
    phone: accountPhoneField,
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ["confirmPassword"],
    // Shown as soon as both are typed, even while other fields still have errors.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof value.password === "string" && typeof value.confirmPassword === "string" && value.confirmPassword !== ""
      );
    },
  });

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
