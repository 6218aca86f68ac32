import { maxLength } from "#app/lib/field-rules.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";

/**
 * Cancelling on the customer's behalf, from the appointment's panel: "Cancel appointment" opens the question (a
 * disclosure, as on the customer's manage page: a dialog has no place for a field), which asks for the reason the
 * customer will read in the cancellation mail.
 */
export function StaffCancelForm({ appointmentId, reference }: { appointmentId: string; reference: string }) {
  const action = useFormAction("cancel");
  const errors = action.result && !action.result.ok ? (action.result.errors ?? {}) : {};
  return (
    <details open={Boolean(errors.cancelReason)} className="grid gap-3">
      <summary
        className={`${buttonClass("destructive")} w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        Cancel appointment<span className="sr-only"> {reference}</span>
      </summary>
      <action.fetcher.Form
        method="post"
        noValidate
        aria-labelledby="staff-cancel-question"
        className="mt-3 grid max-w-xl gap-3 rounded-lg border border-red-300 p-4 dark:border-red-800"
      >
        <p id="staff-cancel-question" className="font-semibold">
          Cancel {reference}?
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Its time is freed and the customer is e-mailed a cancellation that removes it from their calendar. This cannot
          be undone.
        </p>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="appointmentId" value={appointmentId} />
        <Field
          label="Reason for cancelling"
          required
          hint={`The customer reads it in the cancellation mail; one line, at most ${maxLength.staffCancelReason} characters.`}
          error={errors.cancelReason}
        >
          <input name="cancelReason" maxLength={maxLength.staffCancelReason} className={inputClass} />
        </Field>
        <FormNotice notice={action.notice} isError={action.noticeIsError} />
        <div>
          <Button type="submit" variant="destructive" disabled={action.pending}>
            {action.pending ? "Cancelling..." : "Yes, cancel appointment"}
          </Button>
        </div>
      </action.fetcher.Form>
    </details>
  );
}
