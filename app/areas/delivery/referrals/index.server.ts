/** Referrals (decision 0145): the reward the project stage write makes due, the rewards list and marking one paid. */
export { rewardReferralOnFinalStage } from "./referral-rewards.server.ts";
export { referralList } from "./referral-list.server.ts";
export { markRewardPaidWrite } from "./referral-writes.server.ts";
export { referralsApi } from "./api.server.ts";
export { customerReferrals, type CustomerReferrals } from "./customer-referrals.server.ts";
