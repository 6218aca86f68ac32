import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { Field, inputClass } from "./field.tsx";
import type { ParamNote } from "../lib/query-params.ts";

/** A parsed query: the values a GET form's fields show, and the corrections the parser made to them. */
export interface QueryState {
  values: object;
  notes: readonly ParamNote[];
}

const QueryStateContext = createContext<QueryState>({ values: {}, notes: [] });

/**
 * A GET form whose state is the URL query (see `useQueryForm`): its fields read their value and the parser's note
 * by their name, so a field is its name, label and hint.
 */
export function QueryForm({
  query,
  children,
  ...form
}: { query: QueryState } & Omit<ComponentProps<"form">, "method">) {
  return (
    <form method="get" {...form}>
      <QueryStateContext.Provider value={query}>{children}</QueryStateContext.Provider>
    </form>
  );
}

/** The field's value in the query (a list shown comma-separated) and the parser's note about it. */
function useQueryField(name: string) {
  const { values, notes } = useContext(QueryStateContext);
  const value: unknown = (values as Record<string, unknown>)[name];
  const text = value === null || value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value);
  return { value, text, note: noteFor(notes, name) };
}

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

function noteFor(notes: readonly ParamNote[], param: string) {
  return notes.find((note) => note.param === param);
}

interface BaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

interface TextProps extends BaseProps {
  /** Said after the label, in brackets. */
  unit?: string;
  placeholder?: string;
  inputMode?: "decimal";
}

export function TextField({ name, label, hint, unit, placeholder, inputMode }: TextProps) {
  const { text, note } = useQueryField(name);
  return (
    <Field label={unit ? `${label} (${unit})` : label} hint={hintWithNote(hint, note)}>
      <input
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        defaultValue={text}
        placeholder={placeholder}
        className={inputClass}
      />
    </Field>
  );
}

/** A number typed as text (the parser reads it and says what it corrected), with a decimal keyboard on phones. */
export function NumberField(props: Omit<TextProps, "inputMode">) {
  return <TextField {...props} inputMode="decimal" />;
}

export function ChoiceField({
  name,
  label,
  hint,
  options,
}: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const { text, note } = useQueryField(name);
  return (
    <Field label={label} hint={hintWithNote(hint, note)}>
      <select name={name} defaultValue={text} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxField({ name, label, hint }: BaseProps) {
  const { value } = useQueryField(name);
  return (
    <label className="flex items-start gap-2 text-sm">
      <input name={name} type="checkbox" value="1" defaultChecked={value === true} className="mt-1 size-4" />
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
