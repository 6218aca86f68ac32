import type { InputHTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { Field, inputClass } from "../../ui/field.tsx";
import { consultationLabels, type ConsultationField, type ConsultationInput } from "../leads/index.ts";

interface ControlProps {
  name: ConsultationField;
  required?: boolean;
}

function useFieldError(name: ConsultationField): string | undefined {
  return useFormContext<ConsultationInput>().formState.errors[name]?.message;
}

type TextProps = ControlProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "autoComplete" | "maxLength" | "placeholder" | "inputMode" | "step" | "min"
  >;

/** A labelled input bound to the form; number inputs keep their text, the schema reads the number. */
export function TextInput({ name, required, type = "text", ...input }: TextProps) {
  const { register } = useFormContext<ConsultationInput>();
  return (
    <Field label={consultationLabels[name]} required={required} error={useFieldError(name)}>
      <input {...register(name)} type={type} className={inputClass} {...input} />
    </Field>
  );
}

export function TextArea({ name, maxLength, placeholder }: ControlProps & { maxLength: number; placeholder?: string }) {
  const { register } = useFormContext<ConsultationInput>();
  return (
    <Field label={consultationLabels[name]} error={useFieldError(name)}>
      <textarea {...register(name)} rows={4} className={inputClass} maxLength={maxLength} placeholder={placeholder} />
    </Field>
  );
}

/** A native select; fields without a default offer an empty "Select..." choice. */
export function SelectInput({
  name,
  required,
  options,
  allowEmpty = false,
}: ControlProps & { options: readonly string[]; allowEmpty?: boolean }) {
  const { register } = useFormContext<ConsultationInput>();
  return (
    <Field label={consultationLabels[name]} required={required} error={useFieldError(name)}>
      <select {...register(name)} className={inputClass}>
        {allowEmpty ? <option value="">Select...</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}
