import { useMemo } from "react";
import { Link } from "react-router";
import { equipmentSpecs, equipmentTypeLabels, equipmentTypes } from "#app/content/equipment-specs.ts";
import { faultCodes } from "#app/content/inverter-fault-codes.ts";
import { formatNumber } from "#app/lib/format.ts";
import { toQuery, type ParamNote } from "#app/lib/query-params.ts";
import { useQueryForm } from "#app/lib/use-query-form.ts";
import { Button } from "#app/ui/button.tsx";
import { Section } from "#app/ui/section.tsx";
import { ChoiceField, NumberField, QueryForm, TextField } from "#app/ui/query-fields.tsx";
import { EquipmentTable } from "./equipment-table.tsx";
import { FaultCodeTable } from "./fault-code-table.tsx";
import { estimatePanelFit } from "./panel-fit.ts";
import { parseTechnicalDataQuery, technicalDataParams, type TechnicalDataValues } from "./technical-data-params.ts";
import { filterEquipment, filterFaultCodes } from "./technical-data-search.ts";
import { PageHeader } from "#app/ui/page-header.tsx";

export const TECHNICAL_DATA_PATH = "/resources/technical-data";

export interface TechnicalDataPageData {
  values: TechnicalDataValues;
  notes: ParamNote[];
}

const serialize = (state: TechnicalDataPageData) => toQuery(technicalDataParams, state.values);
const typeOptions = [
  { value: "all", label: "All equipment" },
  ...equipmentTypes.map((type) => ({ value: type, label: equipmentTypeLabels[type] })),
];

/** The other form's parameters, so that submitting either form keeps the whole page's state in the URL. */
function CarriedParams({ values, names }: { values: TechnicalDataValues; names: (keyof TechnicalDataValues)[] }) {
  return names.map((name) => <input key={name} type="hidden" name={name} value={String(values[name])} />);
}

export function TechnicalDataPage({ data }: { data: TechnicalDataPageData }) {
  const { state, onInput } = useQueryForm(data, parseTechnicalDataQuery, serialize);
  const { values } = state;
  const specs = useMemo(() => filterEquipment(equipmentSpecs, values.q, values.type), [values.q, values.type]);
  const codes = useMemo(() => filterFaultCodes(faultCodes, values.q), [values.q]);
  const fit = estimatePanelFit(values.roofArea, values.usable, values.panelWatts, values.panelArea);
  return (
    <div>
      <PageHeader
        heading="Technical Data"
        intro="Specifications of the inverters, batteries and panels we install, what your inverter's fault codes mean and what you can safely check yourself, and how many panels fit your roof."
        width="wide"
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <QueryForm
          query={state}
          params={technicalDataParams}
          action={TECHNICAL_DATA_PATH}
          onInput={onInput}
          role="search"
          className="mt-10 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        >
          <TextField name="q" />
          <ChoiceField name="type" options={typeOptions} />
          <CarriedParams values={values} names={["roofArea", "usable", "panelWatts", "panelArea"]} />
          <Button type="submit">Search</Button>
        </QueryForm>
        <p aria-live="polite" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {specs.length} of {equipmentSpecs.length} equipment entries and {codes.length} of {faultCodes.length} fault
          codes
          {values.q ? ` match "${values.q}"` : ""}.
        </p>

        <Section id="equipment" anchor className="mt-14 scroll-mt-32" heading="Equipment we install">
          <EquipmentTable specs={specs} />
        </Section>

        <Section id="fault-codes" anchor className="mt-14 scroll-mt-32" heading="Inverter fault and alarm codes">
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            Only codes the manufacturer's own documents explain. Never open an inverter or touch panel wiring: panels
            stay live whenever the sun is up.
          </p>
          <FaultCodeTable codes={codes} />
        </Section>

        <Section id="panel-fit" anchor className="mt-14 scroll-mt-32" heading="How many panels fit your roof">
          <QueryForm
            query={state}
            params={technicalDataParams}
            action={`${TECHNICAL_DATA_PATH}#panel-fit`}
            onInput={onInput}
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
          >
            <NumberField name="roofArea" />
            <NumberField name="usable" />
            <NumberField name="panelWatts" />
            <NumberField name="panelArea" />
            <CarriedParams values={values} names={["q", "type"]} />
            <Button type="submit" className="sm:col-span-2 lg:col-span-1">
              Estimate
            </Button>
          </QueryForm>
          <p
            aria-live="polite"
            className="mt-6 rounded-lg bg-slate-50 p-4 text-slate-800 dark:bg-slate-900 dark:text-slate-200"
          >
            About <strong>{fit.panelCount} panels</strong>, a <strong>{formatNumber(fit.systemKw, 2)} kW</strong>{" "}
            system.{" "}
            <Link
              to={`/resources/roi-calculator?size=${fit.systemKw}`}
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              See what {formatNumber(fit.systemKw, 2)} kW would save in the ROI calculator
            </Link>
          </p>
        </Section>
      </div>
    </div>
  );
}
