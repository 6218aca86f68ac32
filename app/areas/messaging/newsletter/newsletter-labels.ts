import type { NewsletterSource } from "./tables.server.ts";

export const newsletterSourceLabels: Record<NewsletterSource, string> = {
  newsletter_form: "Newsletter form",
  solar_consultation_form: "Consultation form",
};
