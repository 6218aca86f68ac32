import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { projectTypeLabels, projectTypes } from "#app/content/project-stages.ts";
import { UtilityOptions } from "#app/areas/customers/index.ts";
import { maxLength } from "#app/lib/field-rules.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { Select } from "#app/ui/select.tsx";

/** An admin who can manage a project, as the project manager select lists them. */
export interface ProjectManagerChoice {
  id: string;
  name: string | null;
}

interface FieldsProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  fieldError: (field: Path<Values>) => string | undefined;
}

/** The fields every new project asks for: title, type and site address. */
export function ProjectFields<Values extends FieldValues & { title: string; type: string; siteAddress: string }>({
  register,
  fieldError,
}: FieldsProps<Values>) {
  const field = (name: "title" | "type" | "siteAddress") => name as Path<Values>;
  return (
    <>
      <Field label="Project title" required error={fieldError(field("title"))}>
        <input type="text" maxLength={maxLength.shortText} className={inputClass} {...register(field("title"))} />
      </Field>
      <Field label="Type" required error={fieldError(field("type"))}>
        <select className={inputClass} {...register(field("type"))}>
          {projectTypes.map((type) => (
            <option key={type} value={type}>
              {projectTypeLabels[type]}
            </option>
          ))}
        </select>
      </Field>
      <SiteAddressField register={register} fieldError={fieldError} />
    </>
  );
}

export function SiteAddressField<Values extends FieldValues>({ register, fieldError }: FieldsProps<Values>) {
  const name = "siteAddress" as Path<Values>;
  return (
    <Field label="Site address" required error={fieldError(name)}>
      <input type="text" maxLength={maxLength.address} className={inputClass} {...register(name)} />
    </Field>
  );
}

/** The system's facts, blank while not known: size, battery and utility. */
export function SystemFields<Values extends FieldValues>({ register, fieldError }: FieldsProps<Values>) {
  const field = (name: "systemSizeKw" | "batteryKwh" | "utility") => name as Path<Values>;
  return (
    <>
      <Field label="System size (kW)" error={fieldError(field("systemSizeKw"))}>
        <input type="number" min={0} step="0.01" className={inputClass} {...register(field("systemSizeKw"))} />
      </Field>
      <Field label="Battery (kWh)" error={fieldError(field("batteryKwh"))}>
        <input type="number" min={0} step="0.01" className={inputClass} {...register(field("batteryKwh"))} />
      </Field>
      <Field label="Utility" error={fieldError(field("utility"))}>
        <select className={inputClass} {...register(field("utility"))}>
          <UtilityOptions unknownLabel="Not known yet" />
        </select>
      </Field>
    </>
  );
}

/**
 * The project manager: any admin, by name. `blank` labels the empty choice when there is one: "me" on a new project,
 * "choose" on a project whose manager has left.
 */
export function ProjectManagerField<Values extends FieldValues>({
  register,
  fieldError,
  admins,
  blank,
  required = false,
}: FieldsProps<Values> & { admins: ProjectManagerChoice[]; blank?: string; required?: boolean }) {
  const name = "projectManagerId" as Path<Values>;
  return (
    <Field label="Project manager" required={required} hint="The client sees this name" error={fieldError(name)}>
      <Select
        any={blank}
        options={admins.map((admin): [string, string] => [admin.id, admin.name ?? admin.id])}
        {...register(name)}
      />
    </Field>
  );
}
