/** Loaders for the modal's code, shared by the modal (to render) and the quote buttons (to preload). */
export const loadConsultationForm = () => import("./consultation-form.tsx");
export const loadConsultationDialog = () => import("./consultation-dialog.tsx");
