/** Rows by table as the demo commands print them: one table a line, the largest first. */
export function countsByTable(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a, left], [b, right]) => right - left || a.localeCompare(b))
    .map(([table, rows]) => `  ${table}: ${rows.toLocaleString("en-US")}`)
    .join("\n");
}
