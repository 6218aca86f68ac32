export { calculatorSnapshotSchema, type CalculatorSnapshot } from "./calculator-snapshot-schema.ts";
export { ContactForm } from "./contact-form.tsx";
export { HoneypotField } from "./honeypot-field.tsx";
export { submitConsultation, type LeadReceipt } from "./lead-api.ts";
export {
  agriculturalFields,
  dropOtherSections,
  irrigationSystemOptions,
  livestockOperationsOptions,
  marinaFields,
  propertyTypes,
  serviceNeededOptions,
  consultationDefaults,
  consultationLabels,
  consultationSchema,
  shadingIssuesOptions,
  storageTypeOptions,
  timelineOptions,
  yesNoOptions,
  type Consultation,
  type ConsultationField,
  type ConsultationInput,
} from "./consultation-schema.ts";
export {
  MAX_DEAL_CENTS,
  ownershipLabels,
  ownershipValues,
  type Ownership,
  waitingOnLabels,
  waitingOnValues,
  type WaitingOn,
} from "./deal-fields.ts";
export { leadSourceLabels, leadSources, type LeadSource } from "./lead-sources.ts";
export { serverFieldErrors, submitFailureMessage } from "./submit-errors.ts";
export { spamSignals, type SpamSignal } from "./submission-schema.ts";
export { useLeadSubmission } from "./use-lead-submission.ts";
export { useSignedInContact, type ContactPrefill } from "./use-signed-in-contact.ts";
