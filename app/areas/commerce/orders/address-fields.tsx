import { maxLength } from "#app/lib/field-rules.ts";
import { FormInput } from "#app/ui/form-inputs.tsx";
import type { AddressPart } from "./checkout-form-values.ts";

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

/** A California street address's inputs in the form around it; `prefix` is the API's field path. */
export function AddressFields({ legend, prefix }: { legend: string; prefix: "delivery.address" | "billingAddress" }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {parts.map(({ part, label, autoComplete, required, max }) => (
        <div key={part} className={part === "line1" || part === "line2" ? "sm:col-span-2" : undefined}>
          <FormInput
            name={`${prefix}.${part}`}
            label={label}
            required={required}
            autoComplete={autoComplete}
            maxLength={max}
            inputMode={part === "postalCode" ? "numeric" : undefined}
          />
        </div>
      ))}
    </fieldset>
  );
}
