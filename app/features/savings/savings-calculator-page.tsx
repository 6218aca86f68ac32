import { useMemo } from "react";
import { Link } from "react-router";
import { efficiencyMeasures } from "../../content/efficiency-measures.ts";
import { formatCents, formatNumber } from "../../lib/format.ts";
import { toQuery } from "../../lib/query-params.ts";
import { useQueryForm } from "../../lib/use-query-form.ts";
import { Button } from "../../ui/button.tsx";
import { CheckboxField, ChoiceField, FieldGroup, NumberField, noteFor } from "../../ui/query-fields.tsx";
import type { Citation } from "../claims/index.ts";
import { HeadlineFigures } from "./headline-figures.tsx";
import { savingsSnapshot } from "./calculator-snapshot.ts";
import { MethodSection } from "./method-section.tsx";
import { QuoteRequest } from "./quote-request.tsx";
import { efficiencySourceGroup } from "./method-sources.ts";
import { focusResults, RESULTS_HEADING_ID, ROI_CALCULATOR_PATH } from "./roi-calculator-page.tsx";
import { compareSavings, type ScenarioId } from "./savings-comparison.ts";
import { parseSavingsQuery, roiQueryFor, savingsInputs, savingsParams, type SavingsQuery } from "./savings-params.ts";
import { SavingsTable } from "./savings-table.tsx";
import { pickSuggestedUtility, UtilityFields } from "./utility-fields.tsx";

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

const waterHeaterOptions = [
  { value: "0", label: "No (gas, or already a heat pump)" },
  { value: "2", label: "Yes, 2 people or fewer" },
  ...[3, 4, 5, 6].map((people) => ({ value: String(people), label: `Yes, ${people} people` })),
];

export function SavingsCalculatorPage({ data }: { data: SavingsCalculatorPageData }) {
  const { state: query, onInput } = useQueryForm(data.query, parseSavingsQuery, serializeSavings, pickSuggestedUtility);
  const { values, notes } = query;
  const comparison = useMemo(() => {
    const { roi, choices } = savingsInputs(values);
    return compareSavings(roi, choices);
  }, [values]);
  const note = (param: string) => noteFor(notes, param);
  const withBattery = comparison.scenarios.find((scenario) => scenario.id === "battery")!;
  const roiLink = `${ROI_CALCULATOR_PATH}?${roiQueryFor(values, withBattery.systemKw)}`;
  return (
    <div>
      <div className="bg-ink-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold tracking-tight">Utility Savings Calculator</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-100">
            From your bill to what efficiency upgrades, solar and a battery would each save, side by side. The cheapest
            kilowatt-hour is the one you don't use, so we size solar for your home after the upgrades.
          </p>
          <p className="mt-4 text-slate-100">
            <a href="#method" className="underline underline-offset-2">
              How we calculate this
            </a>
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <form
          method="get"
          action={SAVINGS_CALCULATOR_PATH}
          onInput={onInput}
          onSubmit={focusResults}
          aria-label="Savings calculator inputs"
          className="mt-10"
        >
          <div className="grid gap-6 md:grid-cols-3">
            <UtilityFields query={query} />
            <FieldGroup legend="Efficiency upgrades">
              <NumberField
                name="bulbs"
                label="Incandescent bulbs replaced by LEDs"
                defaultValue={values.bulbs}
                note={note("bulbs")}
                hint={efficiencyMeasures.led.typicalSaving}
              />
              <ChoiceField
                name="waterHeater"
                label="Replace an electric tank water heater with a heat pump?"
                defaultValue={values.waterHeater}
                options={waterHeaterOptions}
                note={note("waterHeater")}
              />
              <CheckboxField
                name="thermostat"
                label={efficiencyMeasures.smartThermostat.label}
                hint={efficiencyMeasures.smartThermostat.typicalSaving}
                defaultChecked={values.thermostat}
              />
              <CheckboxField
                name="poolPump"
                label={efficiencyMeasures.poolPump.label}
                hint={efficiencyMeasures.poolPump.typicalSaving}
                defaultChecked={values.poolPump}
              />
              <CheckboxField
                name="sealing"
                label={efficiencyMeasures.airSealing.label}
                hint={efficiencyMeasures.airSealing.typicalSaving}
                defaultChecked={values.sealing}
              />
            </FieldGroup>
            <FieldGroup legend="Solar and battery">
              <NumberField
                name="size"
                label="Solar size"
                unit="kW"
                defaultValue={values.size}
                placeholder="Recommended"
                note={note("size")}
                hint="Leave empty for the size we recommend after the upgrades."
              />
              <NumberField
                name="battery"
                label="Battery, usable"
                unit="kWh"
                defaultValue={values.battery}
                note={note("battery")}
              />
            </FieldGroup>
          </div>
          <Button type="submit" className="mt-6">
            Calculate
          </Button>
        </form>

        <section aria-labelledby={RESULTS_HEADING_ID} className="mt-12">
          <h2
            id={RESULTS_HEADING_ID}
            tabIndex={-1}
            className="mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            Your yearly electricity cost
          </h2>
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
        </section>
        <MethodSection citations={data.citations} extraGroups={[efficiencySourceGroup()]} />
      </div>
    </div>
  );
}
