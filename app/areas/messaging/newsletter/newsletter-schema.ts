import { z } from "#app/lib/zod.ts";
import { emailField } from "#app/lib/field-rules.ts";

export const newsletterSources = ["newsletter_form", "solar_consultation_form"] as const;

export const SUBSCRIBED_MESSAGE = "Thank you for subscribing to our newsletter.";
export const UNSUBSCRIBED_MESSAGE = "You have been unsubscribed from our newsletter.";
export const INVALID_LINK_MESSAGE =
  "This unsubscribe link is not valid. Please use the link from your latest newsletter.";

/** POST /api/newsletter/subscribe. */
export const subscribeSchema = z.object({
  email: emailField(),
  name: z
    .string()
    .trim()
    .max(120, "Must be at most 120 characters")
    .optional()
    .transform((value) => value || undefined),
  source: z.enum(newsletterSources, { error: "Unknown source" }).default("newsletter_form"),
});

export type SubscribeInput = z.input<typeof subscribeSchema>;

/** What every subscribe call answers: the same for a new address, a known one and a returning one. */
export interface SubscribeResponse {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
}
