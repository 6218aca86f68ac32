// The form itself is not exported: the modal loads it on demand, and /request-service imports consultation-form.tsx.
export { ConsultationModalProvider, useConsultationModal } from "./consultation-modal.tsx";
export { GetExactQuoteButton, GetFreeQuoteButton, ScheduleConsultationButton } from "./quote-buttons.tsx";
