import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "#app/areas/identity/tables.server.ts";
import { projects } from "#app/areas/delivery/portal/tables.server.ts";

/**
 * A referral reward (decision 0145): owed to the referring customer once the referred customer's project reached its
 * final stage, written in that stage write's transaction; one per project (a unique index), so two completions at
 * once make one. The amount is the content module's at that moment. Customers have no foreign key: a merge or an
 * account's confirmation moves the ids to the customer that stays, as it does `customers.referred_by_id`.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    referrerId: uuid().notNull(),
    referredId: uuid().notNull(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    amountCents: integer().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    paidById: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("referral_rewards_project_id_idx").on(table.projectId),
    index("referral_rewards_referrer_id_idx").on(table.referrerId),
    index("referral_rewards_referred_id_idx").on(table.referredId),
    index("referral_rewards_due_at_idx").on(table.dueAt, table.id),
    check("referral_rewards_amount_check", sql`${table.amountCents} > 0`),
    check("referral_rewards_paid_check", sql`${table.paidById} is null or ${table.paidAt} is not null`),
  ],
);
