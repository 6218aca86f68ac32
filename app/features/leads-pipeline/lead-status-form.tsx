import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { FormNotice } from "../../ui/form-notice.tsx";
import { leadStatuses, leadStatusLabels, type LeadStatus } from "./pipeline.ts";
import { statusChangeSchema } from "./pipeline-schemas.ts";
import { useActionForm } from "../../lib/use-page-action.ts";

/** Moves the lead through the pipeline; marking it lost asks why. */
export function LeadStatusForm({ status, lostReason }: { status: LeadStatus; lostReason: string | null }) {
  // `values` follows the lead as saved, so after a change the form shows the new state.
  const { form, fetcher, onSubmit, fieldError, pending, notice, noticeIsError } = useActionForm(
    "status",
    zodResolver(statusChangeSchema),
    {
      values: { status, lostReason: lostReason ?? "" },
    },
  );
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-3">
      <input type="hidden" name="intent" value="status" />
      <Field label="Status" error={fieldError("status")}>
        <select className={inputClass} {...form.register("status")}>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Reason for losing the lead"
        hint="Required when the status is Lost"
        error={fieldError("lostReason")}
      >
        <textarea rows={2} maxLength={500} className={inputClass} {...form.register("lostReason")} />
      </Field>
      <FormNotice notice={notice} isError={noticeIsError} />
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? "Saving..." : "Update status"}
      </Button>
    </fetcher.Form>
  );
}
