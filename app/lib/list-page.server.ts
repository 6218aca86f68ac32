/**
 * One page of a staff list: `rows` read with the page's limit and offset, beside `matching`, the count of every row
 * the filters match (for "Showing 26–50 of 312").
 */
export async function listPage<Row>(
  query: { page: number; pageSize: number },
  rows: (limit: number, offset: number) => Promise<Row[]>,
  matching: Promise<{ total: number }[]>,
) {
  const [items, [counted]] = await Promise.all([rows(query.pageSize, (query.page - 1) * query.pageSize), matching]);
  return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
}

/** How many rows hold each of a vocabulary's values (a `group by` count), zero for the values none holds. */
export function countsByValue<Value extends string>(
  values: readonly Value[],
  rows: readonly { value: Value; count: number }[],
): Record<Value, number> {
  const counts = Object.fromEntries(values.map((value) => [value, 0])) as Record<Value, number>;
  for (const row of rows) counts[row.value] = row.count;
  return counts;
}
