import { zodResolver } from "@hookform/resolvers/zod";
import { waitingOnLabels, waitingOnParties, type StageState } from "#app/content/project-stages.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { ProjectStage } from "./project-queries.server.ts";
import { stageChangeSchema } from "./project-schemas.ts";

const stateChoices: [StageState, string][] = [
  ["upcoming", "Upcoming"],
  ["current", "Current"],
  ["done", "Done"],
  ["skipped", "Skipped"],
];

/** Staff's form for one stage: state, planned and actual dates, who it waits on, and whether to tell the client. */
export function StageForm({ stage }: { stage: ProjectStage }) {
  const action = useActionForm("stage", zodResolver(stageChangeSchema), {
    values: {
      state: stage.state,
      plannedOn: stage.plannedOn ?? "",
      completedOn: stage.completedOn ?? "",
      waitingOn: stage.waitingOn ?? "",
      tellClient: false,
    },
  });
  const { register } = action.form;
  return (
    <details className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <summary className="cursor-pointer font-medium">
        {stage.position + 1}. {stage.name} · {stateChoices.find(([state]) => state === stage.state)?.[1]}
      </summary>
      <div className="mt-3">
        <ActionForm action={action} submitLabel={`Save ${stage.name}`}>
          <input type="hidden" name="stageId" value={stage.id} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="State" error={action.fieldError("state")}>
              <select className={inputClass} {...register("state")}>
                {stateChoices.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Waiting on" error={action.fieldError("waitingOn")}>
              <select className={inputClass} {...register("waitingOn")}>
                <option value="">Nobody</option>
                {waitingOnParties.map((party) => (
                  <option key={party} value={party}>
                    {waitingOnLabels[party]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Planned date" error={action.fieldError("plannedOn")}>
              <input type="date" className={inputClass} {...register("plannedOn")} />
            </Field>
            <Field
              label="Actual date"
              hint="Today if left blank when marked done"
              error={action.fieldError("completedOn")}
            >
              <input type="date" className={inputClass} {...register("completedOn")} />
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" value="true" {...register("tellClient")} /> Tell the client by e-mail
          </label>
        </ActionForm>
      </div>
    </details>
  );
}
