import type { InputHTMLAttributes } from "react";
import { inputClass } from "#app/ui/field.tsx";

/** A labelled quantity box, 1 to `max`, with the id of the message that describes it when there is one. */
export function QuantityInput({
  id,
  max,
  describedBy,
  invalid,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "min"> & {
  id: string;
  max: number;
  describedBy?: string;
  invalid: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Quantity
      </label>
      <input
        {...props}
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${inputClass} w-24`}
      />
    </div>
  );
}
