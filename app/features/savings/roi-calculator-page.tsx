import { useMemo, type FormEvent } from "react";
import { Link } from "react-router";
import type { Citation } from "../claims/index.ts";
import { roiSnapshot } from "./calculator-snapshot.ts";
import { MethodSection } from "./method-section.tsx";
import { QuoteRequest } from "./quote-request.tsx";
import { toQuery } from "../../lib/query-params.ts";
import { RoiForm } from "./roi-form.tsx";
import { calculateRoi } from "./roi-model.ts";
import { parseRoiQuery, roiInputs, roiParams, type RoiQuery } from "./roi-params.ts";
import { RoiResults } from "./roi-results.tsx";
import { useQueryForm } from "../../lib/use-query-form.ts";
import { pickSuggestedUtility } from "./utility-fields.tsx";

export const ROI_CALCULATOR_PATH = "/resources/roi-calculator";
export const RESULTS_HEADING_ID = "results-heading";

export interface RoiCalculatorPageData {
  query: RoiQuery;
  citations: Citation[];
}

const serializeRoi = (query: RoiQuery) => toQuery(roiParams, query.values);

/** With the results already on the page, Calculate only takes the reader to them. */
export function focusResults(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  document.getElementById(RESULTS_HEADING_ID)?.focus();
}

export function RoiCalculatorPage({ data }: { data: RoiCalculatorPageData }) {
  const { state: query, onInput } = useQueryForm(data.query, parseRoiQuery, serializeRoi, pickSuggestedUtility);
  const inputs = useMemo(() => roiInputs(query.values), [query.values]);
  const result = useMemo(() => calculateRoi(inputs), [inputs]);
  return (
    <div>
      <div className="bg-ink-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold tracking-tight">Solar ROI Calculator</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-100">
            What solar and a battery would save you in Redding, Shasta Lake and the rest of the North State, with your
            utility's real rules: no 30% federal credit (homeowners lost it at the end of 2025), no PG&E rates for
            Redding Electric Utility customers, and every assumption shown.
          </p>
          <p className="mt-4 text-slate-100">
            <a href="#method" className="underline underline-offset-2">
              How we calculate this
            </a>
            {" · "}
            <Link to="/resources/savings-calculator" className="underline underline-offset-2">
              Compare efficiency upgrades, solar and a battery side by side
            </Link>
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <section aria-labelledby="inputs-heading" className="mt-10">
          <h2 id="inputs-heading" className="sr-only">
            Your details
          </h2>
          <RoiForm query={query} action={ROI_CALCULATOR_PATH} onInput={onInput} onSubmit={focusResults} />
        </section>
        <section aria-labelledby={RESULTS_HEADING_ID} className="mt-12">
          <h2
            id={RESULTS_HEADING_ID}
            tabIndex={-1}
            className="mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            Your estimate
          </h2>
          <RoiResults result={result} tariff={inputs.tariff} />
          <QuoteRequest snapshot={roiSnapshot(query.values, result)} />
        </section>
        <MethodSection citations={data.citations} />
      </div>
    </div>
  );
}
