import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { get, useFormContext, type FieldError } from "react-hook-form";
import { Field, inputClass } from "./field.tsx";

interface BoundProps {
  /** The field's name in the surrounding form (`FormProvider`) and its schema; dotted within an object (`contact.name`). */
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Shown while the form has no error of its own, e.g. the server's answer to a post sent before JavaScript ran. */
  fallbackError?: string;
}

function useBoundField(name: string) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  return { registration: register(name), error: error?.message };
}

/** A labelled input bound by name to the form around it, its error message under it. */
export function FormInput({
  name,
  label,
  required,
  hint,
  fallbackError,
  ...input
}: BoundProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "required">) {
  const { registration, error } = useBoundField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error ?? fallbackError}>
      <input {...registration} type="text" className={inputClass} {...input} />
    </Field>
  );
}

export function FormTextArea({
  name,
  label,
  required,
  hint,
  fallbackError,
  ...textarea
}: BoundProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "required">) {
  const { registration, error } = useBoundField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error ?? fallbackError}>
      <textarea {...registration} className={inputClass} {...textarea} />
    </Field>
  );
}

/**
 * A native select of the given choices, each shown as its label where `labels` names one; `emptyLabel` offers a
 * first, empty choice for a field with no default.
 */
export function FormSelect({
  name,
  label,
  required,
  hint,
  fallbackError,
  options,
  labels,
  emptyLabel,
}: BoundProps & { options: readonly string[]; labels?: Readonly<Record<string, string>>; emptyLabel?: string }) {
  const { registration, error } = useBoundField(name);
  // The form's default choice, also in the server's HTML: react-hook-form sets it only once the page has hydrated.
  const defaultValue = get(useFormContext().formState.defaultValues, name) as string | undefined;
  return (
    <Field label={label} required={required} hint={hint} error={error ?? fallbackError}>
      <select {...registration} defaultValue={defaultValue} className={inputClass}>
        {emptyLabel ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </Field>
  );
}
