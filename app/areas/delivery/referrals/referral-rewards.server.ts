import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import { referralProgramme } from "#app/content/referrals.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { projects, projectStages } from "#app/areas/delivery/portal/tables.server.ts";
import { referralRewards } from "./tables.server.ts";

export const REWARD_NOT_FOUND = "Referral reward not found";

/**
 * In the stage write's transaction: when the project's final stage (the highest position) is done and the project's
 * customer was referred by another, the referrer's reward becomes due, at the content module's amount. One per
 * project (its unique index): completing the stage again, or twice at once, adds nothing.
 */
export async function rewardReferralOnFinalStage(tx: Database, projectId: string, now: Date): Promise<void> {
  const finalStage = sql`(select max(${projectStages.position}) from ${projectStages} where ${projectStages.projectId} = ${projectId})`;
  await tx.execute(sql`
    insert into ${referralRewards} (referrer_id, referred_id, project_id, amount_cents, due_at)
    select ${customers.referredById}, ${customers.id}, ${projects.id}, ${referralProgramme.rewardCents}, ${now.toISOString()}::timestamptz
    from ${projects}
    join ${users} on ${users.id} = ${projects.clientId}
    join ${customers} on ${customers.id} = ${users.customerId}
    where ${projects.id} = ${projectId} and ${customers.referredById} is not null
      and exists (select 1 from ${projectStages} where ${projectStages.projectId} = ${projectId} and ${projectStages.state} = 'done' and ${projectStages.position} = ${finalStage})
    on conflict (project_id) do nothing`);
}

/** Marks a due reward paid, by whom and when; a reward paid already is a conflict, a missing one not found. */
export async function markRewardPaid(db: Database, rewardId: string, staff: SessionUser, now = new Date()) {
  const [paid] = await db
    .update(referralRewards)
    .set({ paidAt: now, paidById: staff.id })
    .where(and(eq(referralRewards.id, rewardId), sql`${referralRewards.paidAt} is null`))
    .returning({ id: referralRewards.id, paidAt: referralRewards.paidAt });
  if (paid) return paid;
  const [existing] = await db
    .select({ id: referralRewards.id })
    .from(referralRewards)
    .where(eq(referralRewards.id, rewardId));
  throw existing ? conflict("This reward is already paid") : notFound(REWARD_NOT_FOUND);
}
