import { z } from "#app/lib/zod.ts";
import { emailField, maxLength, optionalPhoneField, requiredLine, requiredText } from "#app/lib/field-rules.ts";
import { submissionFields } from "./submission-schema.ts";

/** The contact page form, shared with POST /api/contact. */
export const contactMessageSchema = z.object({
  name: requiredLine("Please enter your name", maxLength.name),
  email: emailField(),
  phone: optionalPhoneField,
  message: requiredText("Please enter your message", maxLength.longText),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactBodySchema = contactMessageSchema.extend(submissionFields);
