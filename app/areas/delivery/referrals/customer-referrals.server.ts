import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import { referralProgramme } from "#app/content/referrals.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { referralRewards } from "./tables.server.ts";

const referrer = alias(customers, "referrer");
const referred = alias(customers, "referred");

/**
 * A customer's referrals for their page: who referred them, whom they referred, the rewards they earned, and the
 * programme's reward; amounts only for a reader of money (decision 0133).
 */
export async function customerReferrals(db: Database, customerId: string, readsMoney: boolean) {
  const [[by], referredCustomers, rewards] = await Promise.all([
    db
      .select({ id: referrer.id, name: sql<string>`coalesce(${referrer.name}, ${referrer.email})` })
      .from(customers)
      .innerJoin(referrer, eq(referrer.id, customers.referredById))
      .where(eq(customers.id, customerId)),
    db
      .select({ id: referred.id, name: sql<string>`coalesce(${referred.name}, ${referred.email})` })
      .from(referred)
      .where(and(eq(referred.referredById, customerId), isNull(referred.mergedIntoId)))
      .orderBy(referred.createdAt, referred.id)
      .limit(50),
    db
      .select({
        id: referralRewards.id,
        referredName: sql<string>`coalesce(${referred.name}, ${referred.email})`,
        dueAt: referralRewards.dueAt,
        paidAt: referralRewards.paidAt,
        amountCents: readsMoney ? referralRewards.amountCents : sql<number | null>`null`,
      })
      .from(referralRewards)
      .innerJoin(referred, eq(referred.id, referralRewards.referredId))
      .where(eq(referralRewards.referrerId, customerId))
      .orderBy(desc(referralRewards.dueAt), desc(referralRewards.id))
      .limit(50),
  ]);
  return {
    referredBy: by ?? null,
    referred: referredCustomers,
    rewards,
    rewardCents: readsMoney ? referralProgramme.rewardCents : null,
  };
}

export type CustomerReferrals = Awaited<ReturnType<typeof customerReferrals>>;
