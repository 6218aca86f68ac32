import { z } from "../../lib/zod.ts";
import { companyNameField, emailField, optionalPhoneField, personName } from "./field-rules.ts";

export const profileSchema = z.object({
  firstName: personName("Please enter your first name", "First name must be at least 2 characters"),
  lastName: personName("Please enter your last name", "Last name must be at least 2 characters"),
  email: emailField,
  companyName: companyNameField,
  phone: optionalPhoneField,
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;
