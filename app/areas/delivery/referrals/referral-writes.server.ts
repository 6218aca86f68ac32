import { defineWrite, noInput, recordFields } from "#app/lib/write.server.ts";
import { markRewardPaid, REWARD_NOT_FOUND } from "./referral-rewards.server.ts";
import { referralRewards } from "./tables.server.ts";

/**
 * The office (and admins) mark a due reward paid: a form of the referrals list and POST /api/crm/referrals/:id/paid,
 * in the audit trail with when it was paid before (none).
 */
export const markRewardPaidWrite = defineWrite({
  intent: "reward-paid",
  access: "write:customer:any",
  path: "/api/crm/referrals/:id/paid",
  idField: "rewardId",
  notFound: REWARD_NOT_FOUND,
  schema: noInput,
  run: ({ services, user }, rewardId) => markRewardPaid(services.db, rewardId, user),
  done: () => "Reward marked paid",
  audit: {
    entity: "referral",
    before: recordFields(referralRewards, referralRewards.id, { paidAt: referralRewards.paidAt }),
  },
});
