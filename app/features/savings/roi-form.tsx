import type { FormEvent } from "react";
import { CalculatorForm } from "./calculator-layout.tsx";
import { orientationFactors, shadingLosses, tiltFactors } from "../../content/solar-production.ts";
import { utilityTariffs } from "../../content/utility-tariffs.ts";
import { CheckboxField, ChoiceField, FieldGroup, NumberField } from "../../ui/query-fields.tsx";
import type { RoiQuery } from "./roi-params.ts";
import { SizeAndBatteryFields } from "./size-and-battery-fields.tsx";
import { UtilityFields } from "./utility-fields.tsx";

const options = <K extends string>(table: Record<K, { label: string }>) =>
  (Object.keys(table) as K[]).map((value) => ({ value, label: table[value].label }));

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
    <CalculatorForm query={query} action={action} label="ROI calculator inputs" columns={2} onInput={onInput}>
      <UtilityFields query={query} />
      <FieldGroup legend="Your roof">
        <ChoiceField name="orientation" label="Roof faces" options={options(orientationFactors)} />
        <ChoiceField name="tilt" label="Roof pitch" options={options(tiltFactors)} />
        <ChoiceField name="shading" label="Shade" options={options(shadingLosses)} />
        <NumberField name="degradation" label="Panel degradation" unit="% per year" hint="0.25 to 1; 0.5 is typical." />
      </FieldGroup>
      <FieldGroup legend="System and battery">
        <SizeAndBatteryFields
          sizeLabel="System size"
          sizeHint="Leave empty for our recommended size."
          batteryHint="0 for none; a typical home battery holds 10-15 kWh."
        />
        <NumberField
          name="price"
          label="Installed solar price"
          unit="$ per watt"
          hint="Our typical price; use your quote's."
        />
        <NumberField name="batteryPrice" label="Battery price" unit="$ per kWh" />
        {utilityTariffs[query.values.utility].fundsSgip ? (
          <CheckboxField
            name="sgip"
            label="Count an SGIP battery rebate (about 15% of the battery)"
            hint="Paid only while the program's budget lasts, and only with a battery."
          />
        ) : null}
        <NumberField
          name="inverterYear"
          label="Inverter replacement in year"
          hint="0 for none (microinverters carry 25-year warranties)."
        />
      </FieldGroup>
      <FieldGroup legend="How you pay">
        <NumberField name="apr" label="Loan APR" unit="%" />
        <NumberField name="term" label="Loan term" unit="years" />
        <NumberField
          name="lease"
          label="Lease or PPA first monthly payment"
          unit="$"
          placeholder="Typical offer"
          hint="Leave empty for the offer we typically see."
        />
        <NumberField name="escalator" label="Lease or PPA escalator" unit="% per year" />
        <NumberField name="escalation" label="Utility price rise" unit="% per year" />
        <NumberField name="discount" label="Discount rate for NPV" unit="%" />
      </FieldGroup>
    </CalculatorForm>
  );
}
