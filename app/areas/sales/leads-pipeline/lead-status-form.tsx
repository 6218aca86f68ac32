import { zodResolver } from "@hookform/resolvers/zod";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { leadStatuses, leadStatusLabels, type LeadStatus } from "./pipeline.ts";
import { statusChangeSchema } from "./pipeline-schemas.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";

/** Moves the lead through the pipeline; marking it lost asks why. */
export function LeadStatusForm({ status, lostReason }: { status: LeadStatus; lostReason: string | null }) {
  // `values` follows the lead as saved, so after a change the form shows the new state.
  const action = useActionForm("status", zodResolver(statusChangeSchema), {
    values: { status, lostReason: lostReason ?? "" },
  });
  return (
    <ActionForm action={action} submitLabel="Update status" primary>
      <Field label="Status" error={action.fieldError("status")}>
        <select className={inputClass} {...action.form.register("status")}>
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
        error={action.fieldError("lostReason")}
      >
        <textarea rows={2} maxLength={500} className={inputClass} {...action.form.register("lostReason")} />
      </Field>
    </ActionForm>
  );
}
