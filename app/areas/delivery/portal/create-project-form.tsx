import { zodResolver } from "@hookform/resolvers/zod";
import { maxLength } from "#app/lib/field-rules.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { ProjectFields, ProjectManagerField, SystemFields, type ProjectManagerChoice } from "./project-fields.tsx";
import { createProjectSchema } from "./project-schemas.ts";

/** A project from scratch for an existing client account (a won lead is converted on its own page). */
export function CreateProjectForm({ admins }: { admins: ProjectManagerChoice[] }) {
  const action = useActionForm("create-project", zodResolver(createProjectSchema), {
    defaultValues: {
      clientEmail: "",
      title: "",
      type: "installation",
      siteAddress: "",
      systemSizeKw: "",
      batteryKwh: "",
      utility: "",
      projectManagerId: "",
    },
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Create project" primary>
      <div className="grid gap-3 md:grid-cols-2">
        <Field
          label="Client's e-mail"
          required
          hint="Of an existing client account"
          error={action.fieldError("clientEmail")}
        >
          <input type="email" maxLength={maxLength.email} className={inputClass} {...register("clientEmail")} />
        </Field>
        <ProjectFields register={register} fieldError={action.fieldError} />
        <SystemFields register={register} fieldError={action.fieldError} />
        <ProjectManagerField register={register} fieldError={action.fieldError} admins={admins} blank="Me" />
      </div>
    </ActionForm>
  );
}
