import { Form } from "react-router";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { ManageActionResult } from "./manage-view.ts";

/**
 * The manage page's cancel: "Cancel appointment" only opens the question (a disclosure, so it works without
 * JavaScript too), and the form under it, with an optional reason for our team, cancels.
 */
export function CancelSection({ submitting, result }: { submitting: boolean; result: ManageActionResult | undefined }) {
  const reasonError = result?.errors?.reason;
  return (
    <section aria-labelledby="cancel-heading" className="grid gap-3">
      <h2 id="cancel-heading" className="text-xl font-semibold">
        Cancel
      </h2>
      <p>Cancelling frees the time for someone else; you will get an e-mail that removes it from your calendar.</p>
      <details open={Boolean(reasonError)} className="grid gap-3">
        <summary
          className={`${buttonClass("destructive")} w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          Cancel appointment
        </summary>
        <Form
          method="post"
          aria-labelledby="cancel-question"
          className="mt-3 grid max-w-xl gap-3 rounded-lg border border-red-300 p-4 dark:border-red-800"
        >
          <p id="cancel-question" className="font-semibold">
            Cancel this appointment?
          </p>
          <input type="hidden" name="intent" value="cancel" />
          <Field label="Reason (optional)" hint="Our team reads it; at most 500 characters." error={reasonError}>
            <textarea name="reason" rows={3} maxLength={500} className={inputClass} />
          </Field>
          <div>
            <Button type="submit" variant="destructive" disabled={submitting}>
              {submitting ? "Cancelling..." : "Yes, cancel appointment"}
            </Button>
          </div>
        </Form>
      </details>
    </section>
  );
}
