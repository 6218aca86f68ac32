import { sql, type SQL } from "drizzle-orm";

/**
 * A fixed vocabulary as the literal list of a check constraint (`column in (...)`): constraints are written into the
 * migration, so the values are spelled out rather than bound. Only for the code's own constant lists.
 */
export function sqlInList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", "));
}
