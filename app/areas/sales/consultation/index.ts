// The form is exported as a part that loads its code on its own (the modal and /request-service).
export { ConsultationFormPart } from "./consultation-form-part.tsx";
export { ConsultationModalProvider } from "./consultation-modal.tsx";
export { useConsultationModal } from "./consultation-modal-context.ts";
export { AskUsButton, GetExactQuoteButton, GetFreeQuoteButton, ScheduleConsultationButton } from "./quote-buttons.tsx";
export { preselectedService } from "./preselected-service.ts";
