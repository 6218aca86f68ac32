import { z } from "#app/lib/zod.ts";
import { accountPhoneField, emailField, maxLength, optionalLine, personName } from "#app/lib/field-rules.ts";

export const profileSchema = z.object({
  firstName: personName("Please enter your first name", "First name must be at least 2 characters"),
  lastName: personName("Please enter your last name", "Last name must be at least 2 characters"),
  email: emailField("Please enter your email address"),
  companyName: optionalLine(maxLength.companyName),
  phone: accountPhoneField,
});

/** A staff member's own name in the back office (`/admin/profile`): the profile's name rules. */
export const nameSchema = profileSchema.pick({ firstName: true, lastName: true });
export type NameData = z.output<typeof nameSchema>;

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;
