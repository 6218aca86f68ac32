import { lazyPart } from "#app/ui/lazy-part.tsx";

/**
 * The form's code, out of every page's first load; the modal preloads it. Not beside the dialog's in
 * consultation-parts.ts: the dialog renders the form, so one module holding both would import itself through it.
 */
export const ConsultationForm = lazyPart(() => import("./consultation-form.tsx"));
