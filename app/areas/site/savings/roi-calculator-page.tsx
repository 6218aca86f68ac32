import { useMemo } from "react";
import { Link } from "react-router";
import type { Citation } from "#app/areas/site/claims/index.ts";
import { CalculatorHeader, ResultsSection } from "./calculator-layout.tsx";
import { roiSnapshot } from "./calculator-snapshot.ts";
import { MethodSection } from "./method-section.tsx";
import { QuoteRequest } from "./quote-request.tsx";
import { toQuery } from "#app/lib/query-params.ts";
import { RoiForm } from "./roi-form.tsx";
import { calculateRoi, parseRoiQuery, roiInputs, roiParams, type RoiQuery } from "#app/areas/energy/index.ts";
import { RoiResults } from "./roi-results.tsx";
import { useQueryForm } from "#app/lib/use-query-form.ts";
import { pickSuggestedUtility } from "./utility-fields.tsx";

export const ROI_CALCULATOR_PATH = "/resources/roi-calculator";

export interface RoiCalculatorPageData {
  query: RoiQuery;
  citations: Citation[];
}

const serializeRoi = (query: RoiQuery) => toQuery(roiParams, query.values);

export function RoiCalculatorPage({ data }: { data: RoiCalculatorPageData }) {
  const { state: query, onInput } = useQueryForm(data.query, parseRoiQuery, serializeRoi, pickSuggestedUtility);
  const inputs = useMemo(() => roiInputs(query.values), [query.values]);
  const result = useMemo(() => calculateRoi(inputs), [inputs]);
  return (
    <div>
      <CalculatorHeader
        heading="Solar ROI Calculator"
        intro="What solar and a battery would save you in Redding, Shasta Lake and the rest of the North State, with your utility's real rules: no 30% federal credit (homeowners lost it at the end of 2025), no PG&E rates for Redding Electric Utility customers, and every assumption shown."
      >
        {" · "}
        <Link to="/resources/savings-calculator" className="underline underline-offset-2">
          Compare efficiency upgrades, solar and a battery side by side
        </Link>
      </CalculatorHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <section aria-labelledby="inputs-heading" className="mt-10">
          <h2 id="inputs-heading" className="sr-only">
            Your details
          </h2>
          <RoiForm query={query} action={ROI_CALCULATOR_PATH} onInput={onInput} />
        </section>
        <ResultsSection heading="Your estimate">
          <RoiResults result={result} tariff={inputs.tariff} />
          <QuoteRequest snapshot={roiSnapshot(query.values, result)} />
        </ResultsSection>
        <MethodSection citations={data.citations} />
      </div>
    </div>
  );
}
