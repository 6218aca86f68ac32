import { eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { fullName } from "#app/lib/full-name.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { projects } from "#app/areas/delivery/portal/tables.server.ts";
import { customerScope } from "#app/areas/sales/index.server.ts";
import { referralRewards } from "./tables.server.ts";

/** The customer who was referred; `customers` itself is the referrer, whom the reader's scope is about. */
const referred = alias(customers, "referred");

export const rewardStates = ["due", "paid"] as const;

/** A reward as the list gives it: without its amount for a role without `read:money:any`. */
export interface ReferralRewardItem {
  id: string;
  dueAt: Date;
  paidAt: Date | null;
  paidByName: string | null;
  amountCents?: number;
  referrerId: string;
  referrerName: string;
  referredId: string;
  referredName: string;
  projectId: string;
  projectTitle: string;
}

/**
 * /platform/crm/referrals, GET /api/crm/referrals(.csv): the referral rewards that became due, newest first, due or
 * paid, with the referrer, the referred customer and the project (decision 0145). A sales rep at `own` reads those of
 * the referrers they read (their own and unowned customers); the amount is left out, page and CSV alike, for a role
 * without `read:money:any`.
 */
export const referralList = defineStaffList({
  path: "/api/crm/referrals",
  access: "read:customer:own",
  select: {
    id: referralRewards.id,
    dueAt: referralRewards.dueAt,
    paidAt: referralRewards.paidAt,
    paidByName: fullName(users),
    amountCents: referralRewards.amountCents,
    referrerId: customers.id,
    referrerName: sql<string>`coalesce(${customers.name}, ${customers.email})`,
    referredId: referred.id,
    referredName: sql<string>`coalesce(${referred.name}, ${referred.email})`,
    projectId: projects.id,
    projectTitle: projects.title,
  },
  from: (db, selection) =>
    db
      .select(selection)
      .from(referralRewards)
      .innerJoin(customers, eq(customers.id, referralRewards.referrerId))
      .innerJoin(referred, eq(referred.id, referralRewards.referredId))
      .innerJoin(projects, eq(projects.id, referralRewards.projectId))
      .leftJoin(users, eq(users.id, referralRewards.paidById))
      .$dynamic(),
  filters: {
    /** The referrer's or the referred customer's name, e-mail, phone or company. */
    search: filter(searchParam, (text) =>
      or(
        sql`${customers.searchText} like lower(${likePattern(text)})`,
        sql`${referred.searchText} like lower(${likePattern(text)})`,
      ),
    ),
    state: filter(optionalParam(z.enum(rewardStates)), (state) =>
      state === "due" ? isNull(referralRewards.paidAt) : isNotNull(referralRewards.paidAt),
    ),
  },
  sorts: { dueAt: sortKey(referralRewards.dueAt, "timestamptz") },
  dir: "desc",
  id: { column: referralRewards.id, type: "uuid" },
  scope: customerScope,
  // A role without `read:money:any` gets rows without the amount (the kit leaves `csv.amounts` out of both).
  item: (row): ReferralRewardItem => row,
  csv: {
    columns: [
      "id",
      "dueAt",
      "paidAt",
      "paidByName",
      "amountCents",
      "referrerId",
      "referrerName",
      "referredId",
      "referredName",
      "projectId",
      "projectTitle",
    ],
    amounts: ["amountCents"],
  },
});

export type ReferralPage = StaffListPage<typeof referralList>;
export type ReferralListQuery = StaffListQuery<typeof referralList>;
