import type { InputHTMLAttributes } from "react";
import { FormInput, FormSelect, FormTextArea } from "#app/ui/form-inputs.tsx";
import { consultationLabels, type ConsultationField } from "#app/areas/sales/leads/index.ts";

interface ControlProps {
  name: ConsultationField;
  required?: boolean;
}

type TextProps = ControlProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "autoComplete" | "maxLength" | "placeholder" | "inputMode" | "step" | "min"
  >;

/** A consultation field under its SPEC label; number inputs keep their text, the schema reads the number. */
export function TextInput({ name, ...input }: TextProps) {
  return <FormInput name={name} label={consultationLabels[name]} {...input} />;
}

export function TextArea({ name, maxLength, placeholder }: ControlProps & { maxLength: number; placeholder?: string }) {
  return (
    <FormTextArea
      name={name}
      label={consultationLabels[name]}
      rows={4}
      maxLength={maxLength}
      placeholder={placeholder}
    />
  );
}

/** A native select; fields without a default offer an empty "Select..." choice. */
export function SelectInput({
  name,
  required,
  options,
  allowEmpty = false,
}: ControlProps & { options: readonly string[]; allowEmpty?: boolean }) {
  return (
    <FormSelect
      name={name}
      label={consultationLabels[name]}
      required={required}
      options={options}
      emptyLabel={allowEmpty ? "Select..." : undefined}
    />
  );
}
