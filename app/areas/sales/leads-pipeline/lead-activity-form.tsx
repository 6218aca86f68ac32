import { zodResolver } from "@hookform/resolvers/zod";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { noteKindLabels, noteKinds, noteOutcomeLabels, noteOutcomes } from "./activity-kinds.ts";
import { AdminOptions } from "./admin-options.tsx";
import type { AssignableAdmin } from "./lead-queries.server.ts";
import { noteSchema } from "./pipeline-schemas.ts";
import type { z } from "#app/lib/zod.ts";

const blankActivity: z.input<typeof noteSchema> = {
  kind: "note",
  outcome: "",
  body: "",
  nextStep: { title: "", dueAt: "", assigneeId: "" },
};

/**
 * Logs a note, call, meeting or e-mail with its outcome and, optionally, a next step that becomes a task: on a lead
 * (intent `note`) or on a customer without a deal (intent `customer-activity`). The next step's fields are posted as
 * `nextStep.title` and so on, the names the API's errors give them.
 */
export function LeadActivityForm({
  admins,
  intent = "note",
}: {
  admins: AssignableAdmin[];
  intent?: "note" | "customer-activity";
}) {
  const action = useActionForm(intent, zodResolver(noteSchema), { defaultValues: blankActivity, resetOnSuccess: true });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Save activity">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Kind" error={action.fieldError("kind")}>
          <select className={inputClass} {...register("kind")}>
            {noteKinds.map((kind) => (
              <option key={kind} value={kind}>
                {noteKindLabels[kind]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Outcome" error={action.fieldError("outcome")}>
          <select className={inputClass} {...register("outcome")}>
            <option value="">None</option>
            {noteOutcomes.map((outcome) => (
              <option key={outcome} value={outcome}>
                {noteOutcomeLabels[outcome]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="What happened" hint="Plain text, seen by staff only" error={action.fieldError("body")}>
        <textarea rows={3} maxLength={5000} className={inputClass} {...register("body")} />
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">Next step, if any: it becomes a task</legend>
        <Field label="Next step" error={action.fieldError("nextStep.title")}>
          <input type="text" maxLength={200} className={inputClass} {...register("nextStep.title")} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Due" hint="Pacific time" error={action.fieldError("nextStep.dueAt")}>
            <input type="datetime-local" className={inputClass} {...register("nextStep.dueAt")} />
          </Field>
          <Field label="For" error={action.fieldError("nextStep.assigneeId")}>
            <select className={inputClass} {...register("nextStep.assigneeId")}>
              <AdminOptions admins={admins} blank="Me" />
            </select>
          </Field>
        </div>
      </fieldset>
    </ActionForm>
  );
}
