import { z } from "../../lib/zod.ts";
import { accountPhoneField, emailField, maxLength, optionalLine, personName } from "../../lib/field-rules.ts";

export const profileSchema = z.object({
  firstName: personName("Please enter your first name", "First name must be at least 2 characters"),
  lastName: personName("Please enter your last name", "Last name must be at least 2 characters"),
  email: emailField("Please enter your email address"),
  companyName: optionalLine(maxLength.companyName),
  phone: accountPhoneField,
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;
