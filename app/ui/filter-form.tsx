import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "./button.tsx";
import { Field, inputClass } from "./field.tsx";

/**
 * A list's filters as a GET form: the URL holds them, so a filtered list is a link, works
 * without JavaScript and the page's loader reads it. A search box first; `children` are the
 * other fields, shown at once or, with `collapsible`, under a summary that starts open when
 * any is in use.
 */
export function FilterForm({
  label,
  search,
  submitLabel = "Apply filters",
  clearLabel = "Clear filters",
  showClear = true,
  actions,
  collapsible,
  children,
}: {
  /** Names the search landmark ("Filter leads"). */
  label: string;
  search: { label: string; value: string | undefined; maxLength: number; placeholder?: string };
  submitLabel?: string;
  clearLabel?: string;
  showClear?: boolean;
  /** Beside the buttons (the CSV export). */
  actions?: ReactNode;
  collapsible?: { summary: string; open: boolean };
  children?: ReactNode;
}) {
  const { pathname, search: current } = useLocation();
  const fields = children ? (
    <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
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
              name="search"
              defaultValue={search.value ?? ""}
              maxLength={search.maxLength}
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
