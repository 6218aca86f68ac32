import { ConsultationForm } from "./consultation-form-lazy.ts";
import type { ConsultationFormProps } from "./consultation-form.tsx";

/**
 * The consultation form as a part of its own: its code (the schemas, react-hook-form, zod) loads apart from the
 * page's. Rendered on the server, it shows at once and hydrates when its code arrives, in a task of its own after
 * the rest of the page; rendered in the browser (the modal, a client-side navigation), it says it is loading.
 */
export function ConsultationFormPart(props: ConsultationFormProps) {
  return (
    <ConsultationForm
      {...props}
      fallback={<p role="status">Loading...</p>}
      failed={
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The form could not be loaded. Check your connection; it will appear when you are back online.
        </p>
      }
    />
  );
}
