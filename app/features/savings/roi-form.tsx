import type { FormEvent } from "react";
import { orientationFactors, shadingLosses, tiltFactors } from "../../content/solar-production.ts";
import { utilityTariffs } from "../../content/utility-tariffs.ts";
import { Button } from "../../ui/button.tsx";
import { CheckboxField, ChoiceField, FieldGroup, NumberField, noteFor } from "../../ui/query-fields.tsx";
import type { RoiQuery } from "./roi-params.ts";
import { UtilityFields } from "./utility-fields.tsx";

const options = <K extends string>(table: Record<K, { label: string }>) =>
  (Object.keys(table) as K[]).map((value) => ({ value, label: table[value].label }));

/** The ROI calculator's inputs, a GET form: it works without JavaScript and its query is the shareable result. */
export function RoiForm({
  query,
  action,
  onInput,
  onSubmit,
}: {
  query: RoiQuery;
  action: string;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { values, notes } = query;
  const note = (param: string) => noteFor(notes, param);
  return (
    <form method="get" action={action} onInput={onInput} onSubmit={onSubmit} aria-label="ROI calculator inputs">
      <div className="grid gap-6 md:grid-cols-2">
        <UtilityFields query={query} />
        <FieldGroup legend="Your roof">
          <ChoiceField
            name="orientation"
            label="Roof faces"
            defaultValue={values.orientation}
            options={options(orientationFactors)}
            note={note("orientation")}
          />
          <ChoiceField
            name="tilt"
            label="Roof pitch"
            defaultValue={values.tilt}
            options={options(tiltFactors)}
            note={note("tilt")}
          />
          <ChoiceField
            name="shading"
            label="Shade"
            defaultValue={values.shading}
            options={options(shadingLosses)}
            note={note("shading")}
          />
          <NumberField
            name="degradation"
            label="Panel degradation"
            unit="% per year"
            defaultValue={values.degradation}
            note={note("degradation")}
            hint="0.25 to 1; 0.5 is typical."
          />
        </FieldGroup>
        <FieldGroup legend="System and battery">
          <NumberField
            name="size"
            label="System size"
            unit="kW"
            defaultValue={values.size}
            placeholder="Recommended"
            note={note("size")}
            hint="Leave empty for our recommended size."
          />
          <NumberField
            name="battery"
            label="Battery, usable"
            unit="kWh"
            defaultValue={values.battery}
            note={note("battery")}
            hint="0 for none; a typical home battery holds 10-15 kWh."
          />
          <NumberField
            name="price"
            label="Installed solar price"
            unit="$ per watt"
            defaultValue={values.price}
            note={note("price")}
            hint="Our typical price; use your quote's."
          />
          <NumberField
            name="batteryPrice"
            label="Battery price"
            unit="$ per kWh"
            defaultValue={values.batteryPrice}
            note={note("batteryPrice")}
          />
          {utilityTariffs[values.utility].fundsSgip ? (
            <CheckboxField
              name="sgip"
              label="Count an SGIP battery rebate (about 15% of the battery)"
              hint="Paid only while the program's budget lasts, and only with a battery."
              defaultChecked={values.sgip}
            />
          ) : null}
          <NumberField
            name="inverterYear"
            label="Inverter replacement in year"
            defaultValue={values.inverterYear}
            note={note("inverterYear")}
            hint="0 for none (microinverters carry 25-year warranties)."
          />
        </FieldGroup>
        <FieldGroup legend="How you pay">
          <NumberField name="apr" label="Loan APR" unit="%" defaultValue={values.apr} note={note("apr")} />
          <NumberField name="term" label="Loan term" unit="years" defaultValue={values.term} note={note("term")} />
          <NumberField
            name="lease"
            label="Lease or PPA first monthly payment"
            unit="$"
            defaultValue={values.lease}
            placeholder="Typical offer"
            note={note("lease")}
            hint="Leave empty for the offer we typically see."
          />
          <NumberField
            name="escalator"
            label="Lease or PPA escalator"
            unit="% per year"
            defaultValue={values.escalator}
            note={note("escalator")}
          />
          <NumberField
            name="escalation"
            label="Utility price rise"
            unit="% per year"
            defaultValue={values.escalation}
            note={note("escalation")}
          />
          <NumberField
            name="discount"
            label="Discount rate for NPV"
            unit="%"
            defaultValue={values.discount}
            note={note("discount")}
          />
        </FieldGroup>
      </div>
      <Button type="submit" className="mt-6">
        Calculate
      </Button>
    </form>
  );
}
