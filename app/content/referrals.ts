/**
 * The referral programme (issue 27 §6, decision 0145): what a customer who referred another is paid once the referred
 * customer's project reaches its final stage. Changing it changes rewards that become due from then on; rewards
 * already due keep the amount they were given.
 */
export const referralProgramme = {
  /** $250.00, in cents. */
  rewardCents: 25_000,
  /** What staff and the customer page say the reward is for. */
  description: "Paid to the referring customer when the referred customer's project reaches its final stage.",
} as const;
