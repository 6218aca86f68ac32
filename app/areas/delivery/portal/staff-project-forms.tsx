import { zodResolver } from "@hookform/resolvers/zod";
import { clientDocumentCategories, documentCategoryLabels } from "#app/content/project-stages.ts";
import { maxLength } from "#app/lib/field-rules.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { ProjectManagerField, SiteAddressField, SystemFields, type ProjectManagerChoice } from "./project-fields.tsx";
import type { ProjectDetail } from "./project-queries.server.ts";
import { actionItemSchema, projectDetailsSchema } from "./project-schemas.ts";

const numberValue = (value: number | null) => (value === null ? "" : String(value));

/** The project's details and its manager, as they are now; the client is told of a new manager in the updates. */
export function ProjectDetailsForm({
  project,
  admins,
}: {
  project: ProjectDetail["project"];
  admins: ProjectManagerChoice[];
}) {
  const managerListed = admins.some((admin) => admin.id === project.projectManagerId);
  const action = useActionForm("details", zodResolver(projectDetailsSchema), {
    values: {
      title: project.title,
      siteAddress: project.siteAddress,
      systemSizeKw: numberValue(project.systemSizeKw),
      batteryKwh: numberValue(project.batteryKwh),
      utility: project.utility ?? "",
      projectManagerId: managerListed ? (project.projectManagerId ?? "") : "",
    },
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Save project">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Project title" required error={action.fieldError("title")}>
          <input type="text" maxLength={maxLength.shortText} className={inputClass} {...register("title")} />
        </Field>
        <SiteAddressField register={register} fieldError={action.fieldError} />
        <SystemFields register={register} fieldError={action.fieldError} />
        <ProjectManagerField
          register={register}
          fieldError={action.fieldError}
          admins={admins}
          blank={managerListed ? undefined : "Choose an administrator"}
          required
        />
      </div>
    </ActionForm>
  );
}

export function ActionItemForm() {
  const action = useActionForm("action-item", zodResolver(actionItemSchema), {
    defaultValues: { title: "", kind: "upload", category: "", dueOn: "" },
    resetOnSuccess: true,
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Ask the client">
      <Field label="What the client should do" error={action.fieldError("title")}>
        <input type="text" maxLength={maxLength.shortText} className={inputClass} {...register("title")} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Completed by" error={action.fieldError("kind")}>
          <select className={inputClass} {...register("kind")}>
            <option value="upload">An upload</option>
            <option value="confirm">A confirmation</option>
          </select>
        </Field>
        <Field label="Document asked for" error={action.fieldError("category")}>
          <select className={inputClass} {...register("category")}>
            <option value="">Any document</option>
            {clientDocumentCategories.map((category) => (
              <option key={category} value={category}>
                {documentCategoryLabels[category]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Due date" error={action.fieldError("dueOn")}>
          <input type="date" className={inputClass} {...register("dueOn")} />
        </Field>
      </div>
    </ActionForm>
  );
}
