/** The sales area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export {
  ConsultationFormPart,
  ConsultationModalProvider,
  useConsultationModal,
  AskUsButton,
  GetExactQuoteButton,
  GetFreeQuoteButton,
  ScheduleConsultationButton,
  preselectedService,
} from "./consultation/index.ts";
export {
  calculatorSnapshotSchema,
  type CalculatorSnapshot,
  ContactForm,
  HoneypotField,
  submitConsultation,
  type LeadReceipt,
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
  leadSourceLabels,
  leadSources,
  type LeadSource,
  serverFieldErrors,
  submitFailureMessage,
  spamSignals,
  type SpamSignal,
  useLeadSubmission,
  useSignedInContact,
  type ContactPrefill,
  waitingOnValues,
} from "./leads/index.ts";
export {
  LeadDetail,
  AdminWorkSummary,
  LeadsInbox,
  MyTasks,
  leadStatuses,
  leadStatusLabels,
  type LeadStatus,
  LeadActivityForm,
  describeLeadActivity,
  leadActivityKinds,
} from "./leads-pipeline/index.ts";
export { BoardFilterForm, PipelineBoard } from "./crm-board/index.ts";
export { LeadScoresSummary, type LeadScores } from "./lead-scores/index.ts";
export { CustomersList, DuplicatesList } from "./crm/index.ts";
export { CustomerImport } from "./crm-import/index.ts";
export { staffNavigation as salesStaffNavigation } from "./staff-navigation.ts";
