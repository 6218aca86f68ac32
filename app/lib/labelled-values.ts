/**
 * A fixed vocabulary written once, value → label, in the order it is shown: `values` feeds the check constraint, the
 * zod enum and the selects; `labels` is what people read. Adding a value is one line, so the two cannot drift.
 */
export function labelledValues<const Labels extends Record<string, string>>(
  labels: Labels,
): { values: readonly [keyof Labels & string, ...(keyof Labels & string)[]]; labels: Labels } {
  const values = Object.keys(labels) as (keyof Labels & string)[];
  if (values.length === 0) throw new Error("A vocabulary needs at least one value");
  return { values: values as [keyof Labels & string, ...(keyof Labels & string)[]], labels };
}
