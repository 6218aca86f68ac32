import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The demo data's registry (decision 0206): one row per row `npm run demo:seed` wrote, in any table, by the table's
 * name and the row's primary key as text (`capture.ts` says how). Written in the seed's own transaction, so no demo
 * row exists unregistered; `npm run demo:remove` deletes exactly these rows, then these.
 */
export const demoRecords = pgTable(
  "demo_records",
  {
    tableName: text().notNull(),
    recordKey: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.recordKey] })],
);
