import type { SpamSignal } from "../leads/index.ts";
import type { LeadSource } from "../leads/tables.server.ts";
import type { MailStatus } from "../mail/index.server.ts";
import type { NewsletterSource } from "../newsletter/tables.server.ts";

/** How staff read where a lead came from. */
export const leadSourceLabels: Record<LeadSource, string> = {
  consultation_modal: "Consultation form",
  service_request_form: "Service request page",
  contact_form: "Contact form",
};

/** Why a lead arrived as (possible) spam. */
export const spamSignalLabels: Record<SpamSignal, string> = {
  honeypot: "hidden field filled in",
  missing_start_time: "no form start time",
  fast_fill: "sent within 3 seconds of opening the form",
};

export const newsletterSourceLabels: Record<NewsletterSource, string> = {
  newsletter_form: "Newsletter form",
  solar_consultation_form: "Consultation form",
};

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
};

export function labelOf<K extends string>(labels: Record<K, string>, value: string | null): string {
  return value === null ? "" : (labels[value as K] ?? value);
}
