import type { FormEvent } from "react";
import { CalculatorForm } from "./calculator-layout.tsx";
import { orientationFactors, shadingLosses, tiltFactors } from "#app/content/solar-production.ts";
import { incentivesFor } from "#app/content/solar-incentives.ts";
import { CheckboxField, ChoiceField, FieldGroup, NumberField } from "#app/ui/query-fields.tsx";
import { roiParams, type RoiQuery } from "#app/areas/energy/index.ts";
import { SizeAndBatteryFields } from "./size-and-battery-fields.tsx";

const options = <K extends string>(table: Record<K, { label: string }>) =>
  (Object.keys(table) as K[]).map((value) => ({ value, label: table[value].label }));

const roiForm = { params: roiParams, label: "ROI calculator inputs", columns: 2 } as const;

/** The ROI calculator's inputs, a GET form: it works without JavaScript and its query is the shareable result. */
export function RoiForm({
  query,
  action,
  onInput,
}: {
  query: RoiQuery;
  action: string;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <CalculatorForm query={query} form={roiForm} action={action} onInput={onInput}>
      <FieldGroup legend="Your roof">
        <ChoiceField name="orientation" options={options(orientationFactors)} />
        <ChoiceField name="tilt" options={options(tiltFactors)} />
        <ChoiceField name="shading" options={options(shadingLosses)} />
        <NumberField name="degradation" />
      </FieldGroup>
      <FieldGroup legend="System and battery">
        <SizeAndBatteryFields
          sizeHint="Leave empty for our recommended size."
          batteryHint="0 for none; a typical home battery holds 10-15 kWh."
        />
        <NumberField name="price" />
        <NumberField name="batteryPrice" />
        {incentivesFor(query.values.utility).some((incentive) => incentive.optIn) ? (
          <CheckboxField name="sgip" />
        ) : null}
        <NumberField name="inverterYear" />
      </FieldGroup>
      <FieldGroup legend="How you pay">
        <NumberField name="apr" />
        <NumberField name="term" />
        <NumberField name="lease" />
        <NumberField name="escalator" />
        <NumberField name="escalation" />
        <NumberField name="discount" />
      </FieldGroup>
    </CalculatorForm>
  );
}
