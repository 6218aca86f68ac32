import { apiRequest } from "#app/lib/api.ts";
import type { CalculatorSnapshot } from "./calculator-snapshot-schema.ts";
import type { ContactMessage } from "./contact-schema.ts";
import type { Consultation } from "./consultation-schema.ts";
import type { SubmissionMeta } from "./use-lead-submission.ts";

/** What the API answers for a stored lead (spam included: the answer never tells). */
export interface LeadReceipt {
  id: string;
  reference: string;
}

export function submitConsultation(
  request: Consultation,
  source: "consultation_modal" | "service_request_form",
  meta: SubmissionMeta,
  calculatorSnapshot?: CalculatorSnapshot,
): Promise<LeadReceipt> {
  return apiRequest<LeadReceipt>("POST", "/api/solar-form", { ...request, source, ...meta, calculatorSnapshot });
}

export function submitContactMessage(message: ContactMessage, meta: SubmissionMeta): Promise<LeadReceipt> {
  return apiRequest<LeadReceipt>("POST", "/api/contact", { ...message, ...meta });
}
