import { inArray, type AnyColumn, type SQL } from "drizzle-orm";

/** `id in (…)` for rows a job has just selected (and locked), so it can write them back by id. */
export function oneOfRows(idColumn: AnyColumn, rows: readonly { id: string }[]): SQL {
  return inArray(
    idColumn,
    rows.map((row) => row.id),
  );
}
