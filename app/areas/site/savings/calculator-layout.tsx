import type { FormEvent, ReactNode } from "react";
import { Button } from "#app/ui/button.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { ParamSpec } from "#app/lib/query-params.ts";
import { QueryForm, type QueryState } from "#app/ui/query-fields.tsx";
import { UtilityFields, type UtilityQuery } from "./utility-fields.tsx";
import { methodSourceGroups, uncertainFigures } from "./method-sources.ts";

const RESULTS_HEADING_ID = "results-heading";

/** With the results already on the page, Calculate only takes the reader to them. */
export function focusResults(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  document.getElementById(RESULTS_HEADING_ID)?.focus();
}

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-3" } as const;

/** What differs between the calculators' forms: their parameters (the fields' texts), name and layout. */
export interface CalculatorFormSpec {
  params: Readonly<Record<string, ParamSpec>>;
  label: string;
  /** Field groups side by side on a wide screen. */
  columns: keyof typeof columnClasses;
}

/**
 * A calculator's inputs, starting with the utility and bill both calculators ask for: a GET form that works without
 * JavaScript and whose query is the shareable result; with JavaScript, every keystroke recalculates (`onInput`) and
 * Calculate takes the reader to the results.
 */
export function CalculatorForm({
  query,
  form: { params, label, columns },
  action,
  onInput,
  children,
}: {
  query: QueryState & UtilityQuery;
  form: CalculatorFormSpec;
  action: string;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <QueryForm
      query={query}
      params={params}
      action={action}
      onInput={onInput}
      onSubmit={focusResults}
      aria-label={label}
    >
      <div className={`grid gap-6 ${columnClasses[columns]}`}>
        <UtilityFields query={query} />
        {children}
      </div>
      <Button type="submit" className="mt-6">
        Calculate
      </Button>
    </QueryForm>
  );
}

/** A calculator's title band: its name, what it does, the way to its method and its unconfirmed figures, then any further links. */
export function CalculatorHeader({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <PageHeader heading={heading} intro={intro} width="wide">
      <p className="mt-4 text-slate-100">
        <a href="#method" className="underline underline-offset-2">
          How we calculate this
        </a>
        {uncertainFigures(methodSourceGroups()).length > 0 ? (
          <>
            {" · "}
            <a href="#uncertain" className="underline underline-offset-2">
              Check these against your bill
            </a>
          </>
        ) : null}
        {children}
      </p>
    </PageHeader>
  );
}

/** The results under their heading, which Calculate focuses. */
export function ResultsSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className="mt-12">
      <h2
        id={RESULTS_HEADING_ID}
        tabIndex={-1}
        className="mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
