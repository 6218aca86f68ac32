/** Referrals' browser-safe face: the customer page's section and the rewards list. */
export { ReferralSection } from "./referral-section.tsx";
export { ReferralsList } from "./referrals-list.tsx";
