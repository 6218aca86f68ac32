// The form is exported as a part that loads its code on its own (the modal and /request-service).
export { ConsultationFormPart } from "./consultation-form-part.tsx";
export { ConsultationModalProvider, useConsultationModal } from "./consultation-modal.tsx";
export { AskUsButton, GetExactQuoteButton, GetFreeQuoteButton, ScheduleConsultationButton } from "./quote-buttons.tsx";
