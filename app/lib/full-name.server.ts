import { sql, type AnyColumn } from "drizzle-orm";

/** "First Last" of a joined person (a staff member, a client), or null when there is none. */
export function fullName(table: { firstName: AnyColumn; lastName: AnyColumn }) {
  return sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;
}
