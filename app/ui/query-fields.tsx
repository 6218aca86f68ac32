import { createContext, useContext, useMemo, type ComponentProps, type ReactNode } from "react";
import { Field, inputClass } from "./field.tsx";
import type { ParamNote, ParamSpec } from "#app/lib/query-params.ts";

/** A parsed query: the values a GET form's fields show, and the corrections the parser made to them. */
export interface QueryState {
  values: object;
  notes: readonly ParamNote[];
}

type ParamSpecs = Readonly<Record<string, ParamSpec>>;

const QueryStateContext = createContext<QueryState & { params: ParamSpecs }>({ values: {}, notes: [], params: {} });

/**
 * A GET form whose state is the URL query (see `useQueryForm`): its fields read their value, the parser's note and,
 * from `params`, their label, unit, hint and placeholder by their name, so a field is mostly just its name.
 */
export function QueryForm({
  query,
  params = {},
  children,
  ...form
}: { query: QueryState; params?: ParamSpecs } & Omit<ComponentProps<"form">, "method">) {
  const context = useMemo(() => ({ ...query, params }), [query, params]);
  return (
    <form method="get" {...form}>
      <QueryStateContext.Provider value={context}>{children}</QueryStateContext.Provider>
    </form>
  );
}

/**
 * The field's value in the query (a list shown comma-separated), the parser's note about it, and its texts: those
 * the field is given, else its parameter's.
 */
function useQueryField<Given extends BaseProps & { unit?: string; placeholder?: string }>(given: Given) {
  const { values, notes, params } = useContext(QueryStateContext);
  const { name } = given;
  const value: unknown = (values as Record<string, unknown>)[name];
  const text = value === null || value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value);
  const spec = params[name];
  const label = given.label ?? spec?.label;
  if (label === undefined) throw new Error(`The query field "${name}" has no label and no parameter gives one`);
  return {
    value,
    text,
    note: noteFor(notes, name),
    label,
    hint: given.hint ?? spec?.hint,
    unit: given.unit ?? spec?.unit,
    placeholder: given.placeholder ?? spec?.placeholder,
  };
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
  /** Without it, the label of the form's parameter of this name (likewise hint, unit and placeholder). */
  label?: ReactNode;
  hint?: ReactNode;
}

interface TextProps extends BaseProps {
  /** Said after the label, in brackets. */
  unit?: string;
  placeholder?: string;
  inputMode?: "decimal";
}

export function TextField(props: TextProps) {
  const { name, inputMode } = props;
  const { text, note, label, hint, unit, placeholder } = useQueryField(props);
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

export function ChoiceField(props: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const { name, options } = props;
  const { text, note, label, hint } = useQueryField(props);
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

export function CheckboxField(props: BaseProps) {
  const { name } = props;
  const { value, label, hint } = useQueryField(props);
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
