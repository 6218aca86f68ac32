import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { installedSystems } from "./tables.server.ts";

/**
 * A warranty's end date in SQL, as "YYYY-MM-DD" text: the system's install date plus the item's years, the same day
 * warranty-ends.ts gives (a 29 February to the 28th), null without a term. Lists filter and sort on it; nothing
 * stores it (decision 0152).
 */
export const warrantyEndSql = (years: AnyColumn): SQL<string | null> =>
  sql<string | null>`((${installedSystems.installedOn} + make_interval(years => ${years}))::date)::text`;
