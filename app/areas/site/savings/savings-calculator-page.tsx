import { useMemo } from "react";
import { Link } from "react-router";
import { formatCents, formatNumber } from "#app/lib/format.ts";
import { toQuery } from "#app/lib/query-params.ts";
import { useQueryForm } from "#app/lib/use-query-form.ts";
import { CheckboxField, ChoiceField, FieldGroup, NumberField } from "#app/ui/query-fields.tsx";
import type { Citation } from "#app/areas/site/claims/index.ts";
import { HeadlineFigures } from "./headline-figures.tsx";
import { savingsSnapshot } from "./calculator-snapshot.ts";
import { MethodSection } from "./method-section.tsx";
import { QuoteRequest } from "./quote-request.tsx";
import { efficiencySourceGroup } from "./method-sources.ts";
import { CalculatorForm, CalculatorHeader, ResultsSection } from "./calculator-layout.tsx";
import { ROI_CALCULATOR_PATH } from "./roi-calculator-page.tsx";
import {
  compareSavings,
  parseSavingsQuery,
  roiQueryFor,
  savingsInputs,
  savingsParams,
  type SavingsQuery,
  type ScenarioId,
} from "#app/areas/energy/index.ts";
import { SavingsTable } from "./savings-table.tsx";
import { SizeAndBatteryFields } from "./size-and-battery-fields.tsx";
import { pickSuggestedUtility } from "./utility-fields.tsx";

export const SAVINGS_CALCULATOR_PATH = "/resources/savings-calculator";

export interface SavingsCalculatorPageData {
  query: SavingsQuery;
  citations: Citation[];
}

const serializeSavings = (query: SavingsQuery) => toQuery(savingsParams, query.values);

export const scenarioLabels: Record<ScenarioId, string> = {
  today: "Today",
  efficiency: "With efficiency upgrades",
  solar: "Upgrades + solar",
  battery: "Upgrades + solar + battery",
};

/** The upgrades that are a yes or no, by query parameter. */
const waterHeaterOptions = [
  { value: "0", label: "No (gas, or already a heat pump)" },
  { value: "2", label: "Yes, 2 people or fewer" },
  ...[3, 4, 5, 6].map((people) => ({ value: String(people), label: `Yes, ${people} people` })),
];

const savingsForm = { params: savingsParams, label: "Savings calculator inputs", columns: 3 } as const;

export function SavingsCalculatorPage({ data }: { data: SavingsCalculatorPageData }) {
  const { state: query, onInput } = useQueryForm(data.query, parseSavingsQuery, serializeSavings, pickSuggestedUtility);
  const { values } = query;
  const comparison = useMemo(() => {
    const { roi, choices } = savingsInputs(values);
    return compareSavings(roi, choices);
  }, [values]);
  const withBattery = comparison.scenarios.find((scenario) => scenario.id === "battery")!;
  const roiLink = `${ROI_CALCULATOR_PATH}?${roiQueryFor(values, withBattery.systemKw)}`;
  return (
    <div>
      <CalculatorHeader
        heading="Utility Savings Calculator"
        intro="From your bill to what efficiency upgrades, solar and a battery would each save, side by side. The cheapest kilowatt-hour is the one you don't use, so we size solar for your home after the upgrades."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className="mt-10">
          <CalculatorForm query={query} form={savingsForm} action={SAVINGS_CALCULATOR_PATH} onInput={onInput}>
            <FieldGroup legend="Efficiency upgrades">
              <NumberField name="bulbs" />
              <ChoiceField name="waterHeater" options={waterHeaterOptions} />
              <CheckboxField name="thermostat" />
              <CheckboxField name="poolPump" />
              <CheckboxField name="sealing" />
            </FieldGroup>
            <FieldGroup legend="Solar and battery">
              <SizeAndBatteryFields sizeHint="Leave empty for the size we recommend after the upgrades." />
            </FieldGroup>
          </CalculatorForm>
        </div>

        <ResultsSection heading="Your yearly electricity cost">
          <HeadlineFigures
            label="Yearly cost in each case"
            figures={comparison.scenarios.map((scenario) => ({
              label: scenarioLabels[scenario.id],
              value: formatCents(scenario.yearlyCostCents, { wholeDollars: true }),
              detail:
                scenario.id === "today"
                  ? `${formatNumber(comparison.annualUsageKwh)} kWh a year`
                  : `saves ${formatCents(scenario.savingsVsTodayCents, { wholeDollars: true })} a year`,
            }))}
          />
          <SavingsTable comparison={comparison} labels={scenarioLabels} />
          <QuoteRequest snapshot={savingsSnapshot(values, comparison, scenarioLabels)} />
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            Upgrades save {formatNumber(comparison.efficiencyKwh)} kWh a year before any panels, so the solar we
            recommend is smaller than today's use would need. What the upgrades cost varies with the home: we price them
            in an energy assessment.{" "}
            <Link
              to={roiLink}
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              Payback of {formatNumber(withBattery.systemKw, 1)} kW of solar and the battery with cash, a loan or a
              lease, in the ROI calculator
            </Link>
            .
          </p>
        </ResultsSection>
        <MethodSection citations={data.citations} extraGroups={[efficiencySourceGroup()]} />
      </div>
    </div>
  );
}
