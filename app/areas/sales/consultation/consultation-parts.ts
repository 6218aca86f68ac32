import { lazyPart } from "#app/ui/lazy-part.tsx";

/** The modal's code, out of every page's first load; shared by the modal (to render) and the quote buttons (to preload). */
export const ConsultationDialog = lazyPart(() => import("./consultation-dialog.tsx"));
