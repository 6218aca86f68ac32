import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "./button.tsx";
import { ExportCsvLink } from "./export-csv-link.tsx";
import { Field, inputClass } from "./field.tsx";
import { Select } from "./select.tsx";

/** One select of a list's filters: its label, the query parameter, the "no filter" choice and the options. */
export type FilterSelect = [label: string, name: string, any: string | undefined, options: [string, string][]];

/** A filter select showing the list's current value for its parameter. */
export function FilterSelectField({
  select: [label, name, any, options],
  values,
}: {
  select: FilterSelect;
  values: object;
}) {
  const value = (values as Record<string, unknown>)[name];
  return (
    <Field label={label}>
      <Select name={name} value={typeof value === "string" ? value : undefined} any={any} options={options} />
    </Field>
  );
}

/**
 * A list's filters as a GET form: the URL holds them, so a filtered list is a link, works
 * without JavaScript and the page's loader reads it. A search box first; `children` are the
 * other fields (`selects`, read from the list's query `values`, then `children`), shown at once or,
 * with `collapsible`, under a summary that starts open when any is in use. `csvPath` adds the CSV
 * export of what the filters show.
 */
export function FilterForm({
  label,
  search,
  submitLabel = "Apply filters",
  clearLabel = "Clear filters",
  showClear = true,
  actions,
  csvPath,
  selects = [],
  values = {},
  collapsible,
  children,
}: {
  /** Names the search landmark ("Filter leads"). */
  label: string;
  /** The search box; its parameter is `search` unless `name` says otherwise (the CRM's customers: `q`). */
  search: { label: string; value: string | undefined; maxLength?: number; placeholder?: string; name?: string };
  submitLabel?: string;
  clearLabel?: string;
  showClear?: boolean;
  /** Beside the buttons (the CSV export). */
  actions?: ReactNode;
  csvPath?: `/api/${string}`;
  selects?: FilterSelect[];
  /** The list's query, for the selects' current values. */
  values?: object;
  collapsible?: { summary: string; open: boolean };
  children?: ReactNode;
}) {
  const { pathname, search: current } = useLocation();
  const fields =
    children || selects.length > 0 ? (
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {selects.map((select) => (
          <FilterSelectField key={select[1]} select={select} values={values} />
        ))}
        {children}
      </div>
    ) : null;
  return (
    // Keyed by the URL so that the fields show the filters of the list shown, after any navigation.
    <Form
      key={current}
      method="get"
      role="search"
      aria-label={label}
      className="grid gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <Field label={search.label}>
            <input
              type="search"
              name={search.name ?? "search"}
              defaultValue={search.value ?? ""}
              maxLength={search.maxLength ?? 200}
              placeholder={search.placeholder}
              className={inputClass}
            />
          </Field>
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {submitLabel}
        </button>
        {showClear ? (
          <Link to={pathname} className={buttonClass("secondary")}>
            {clearLabel}
          </Link>
        ) : null}
        {actions}
        {csvPath ? <ExportCsvLink path={csvPath} /> : null}
      </div>
      {fields && collapsible ? (
        <details open={collapsible.open}>
          <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-brand-800 dark:text-brand-300">
            {collapsible.summary}
          </summary>
          <div className="mt-3">{fields}</div>
        </details>
      ) : (
        fields
      )}
    </Form>
  );
}
