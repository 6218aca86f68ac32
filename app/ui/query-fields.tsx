import type { ReactNode } from "react";
import { Field, inputClass } from "./field.tsx";
import type { ParamNote } from "../lib/query-params.ts";

/** The correction the parser made to this field, shown under it (amber: a note, not an error). */
function hintWithNote(hint: ReactNode, note: ParamNote | undefined): ReactNode {
  if (!hint && !note) return undefined;
  return (
    <>
      {hint}
      {note ? <span className="mt-1 block font-medium text-amber-800 dark:text-amber-300">{note.message}</span> : null}
    </>
  );
}

export function noteFor(notes: readonly ParamNote[], param: string) {
  return notes.find((note) => note.param === param);
}

interface BaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  note?: ParamNote;
}

export function NumberField({
  name,
  label,
  hint,
  note,
  defaultValue,
  unit,
  placeholder,
}: BaseProps & { defaultValue: number | null; unit?: string; placeholder?: string }) {
  return (
    <Field label={unit ? `${label} (${unit})` : label} hint={hintWithNote(hint, note)}>
      <input
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={defaultValue === null ? "" : String(defaultValue)}
        placeholder={placeholder}
        className={inputClass}
      />
    </Field>
  );
}

export function TextField({
  name,
  label,
  hint,
  note,
  defaultValue,
  placeholder,
}: BaseProps & { defaultValue: string; placeholder?: string }) {
  return (
    <Field label={label} hint={hintWithNote(hint, note)}>
      <input
        name={name}
        type="text"
        autoComplete="off"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className={inputClass}
      />
    </Field>
  );
}

export function ChoiceField({
  name,
  label,
  hint,
  note,
  defaultValue,
  options,
}: BaseProps & { defaultValue: string; options: readonly { value: string; label: string }[] }) {
  return (
    <Field label={label} hint={hintWithNote(hint, note)}>
      <select name={name} defaultValue={defaultValue} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxField({ name, label, hint, defaultChecked }: BaseProps & { defaultChecked: boolean }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input name={name} type="checkbox" value="1" defaultChecked={defaultChecked} className="mt-1 size-4" />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-xs text-slate-600 dark:text-slate-400">{hint}</span> : null}
      </span>
    </label>
  );
}

export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid content-start gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {children}
    </fieldset>
  );
}
