import type { SpamSignal } from "../leads/index.ts";
import type { LeadSource } from "../leads/tables.server.ts";

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
