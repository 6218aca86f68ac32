import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { salesLeadAccessOptions, type SalesLeadAccess } from "./settings-schema.ts";

/**
 * The settings an admin sets at /admin/settings (decision 0137), in one row. Until an admin first saves, there is
 * none and the environment's values hold (server/settings.ts).
 */
export const staffSettings = pgTable(
  "staff_settings",
  {
    /** Always true: the key can take one value, so the table holds one row at most. */
    id: boolean().primaryKey().default(true),
    salesLeadAccess: text().$type<SalesLeadAccess>().notNull(),
    salesSeesAmounts: boolean().notNull(),
    auditRetentionDays: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The admin who saved last; null once their account is gone. */
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("staff_settings_one_row_check", sql`${table.id}`),
    check(
      "staff_settings_sales_lead_access_check",
      sql`${table.salesLeadAccess} in (${sqlInList(salesLeadAccessOptions.values)})`,
    ),
    check("staff_settings_audit_retention_days_check", sql`${table.auditRetentionDays} between 1 and 36500`),
  ],
);
