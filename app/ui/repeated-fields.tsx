import type { ReactNode } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "./button.tsx";

interface RepeatedFieldsProps {
  /** The form's array field: `equipment`, `items`, `contacts`. */
  name: string;
  legend: string;
  /** What one entry is called, with its article: ["an", "item"] reads "Item 2", "Remove item 2", "Add an item". */
  entry: readonly ["a" | "an", string];
  /** A new entry's values. */
  blank: Record<string, unknown>;
  /** The fewest entries the form sends: no "Remove" below it. */
  min?: number;
  /** The most: no "Add" at it. */
  max?: number;
  hint?: ReactNode;
  /** Shown when there is no entry. */
  empty?: string;
  /** An entry's fields, named under `prefix` (`equipment.2.`). */
  children: (prefix: string) => ReactNode;
}

/**
 * A list of like entries inside a react-hook-form form (a system's equipment, a claim's replaced items, a site's
 * contacts), each a numbered group of its fields with its own "Remove", and "Add" below them.
 */
export function RepeatedFields({
  name,
  legend,
  entry,
  blank,
  min = 0,
  max,
  hint,
  empty,
  children,
}: RepeatedFieldsProps) {
  const entries = useFieldArray({ control: useFormContext().control, name });
  const [article, noun] = entry;
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold">{legend}</legend>
      {hint ? <p className="text-sm text-slate-700 dark:text-slate-300">{hint}</p> : null}
      {entries.fields.length === 0 && empty ? <p className="text-sm">{empty}</p> : null}
      {entries.fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">
            {title} {index + 1}
          </legend>
          {children(`${name}.${index}.`)}
          {entries.fields.length > min ? (
            <Button type="button" variant="secondary" className="w-fit" onClick={() => entries.remove(index)}>
              Remove {noun} {index + 1}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {max === undefined || entries.fields.length < max ? (
        <Button type="button" variant="secondary" className="w-fit" onClick={() => entries.append({ ...blank })}>
          Add {article} {noun}
        </Button>
      ) : null}
    </fieldset>
  );
}
