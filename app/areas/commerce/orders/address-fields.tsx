import { maxLength } from "#app/lib/field-rules.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { AddressPart, CheckoutValues } from "./checkout-form-values.ts";

type AddressValues = CheckoutValues["deliveryAddress"];

const parts: Array<{ part: AddressPart; label: string; autoComplete: string; required: boolean; max: number }> = [
  { part: "line1", label: "Street address", autoComplete: "address-line1", required: true, max: maxLength.address },
  {
    part: "line2",
    label: "Apartment, suite, unit",
    autoComplete: "address-line2",
    required: false,
    max: maxLength.address,
  },
  { part: "city", label: "City", autoComplete: "address-level2", required: true, max: maxLength.shortText },
  { part: "state", label: "State", autoComplete: "address-level1", required: true, max: 2 },
  { part: "postalCode", label: "ZIP code", autoComplete: "postal-code", required: true, max: 5 },
];

/** A California street address's inputs; `prefix` is the API's field path (errors are keyed by it). */
export function AddressFields({
  legend,
  prefix,
  value,
  errors,
  onChange,
}: {
  legend: string;
  prefix: "delivery.address" | "billingAddress";
  value: AddressValues;
  errors: Record<string, string>;
  onChange: (value: AddressValues) => void;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {parts.map(({ part, label, autoComplete, required, max }) => (
        <div key={part} className={part === "line1" || part === "line2" ? "sm:col-span-2" : undefined}>
          <Field label={label} required={required} error={errors[`${prefix}.${part}`]}>
            <input
              name={`${prefix}.${part}`}
              className={inputClass}
              autoComplete={autoComplete}
              maxLength={max}
              inputMode={part === "postalCode" ? "numeric" : undefined}
              value={value[part]}
              onChange={(event) => onChange({ ...value, [part]: event.target.value })}
            />
          </Field>
        </div>
      ))}
    </fieldset>
  );
}
