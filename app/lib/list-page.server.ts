/** How many rows hold each of a vocabulary's values (a `group by` count), zero for the values none holds. */
export function countsByValue<Value extends string>(
  values: readonly Value[],
  rows: readonly { value: Value; count: number }[],
): Record<Value, number> {
  const counts = Object.fromEntries(values.map((value) => [value, 0])) as Record<Value, number>;
  for (const row of rows) counts[row.value] = row.count;
  return counts;
}
