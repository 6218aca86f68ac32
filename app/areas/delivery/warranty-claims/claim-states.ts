import { labelledValues } from "#app/lib/labelled-values.ts";

/** Where a labour reimbursement claim stands (issue 28 §3): to claim, claimed, then paid or rejected. */
export const { values: claimStates, labels: claimStateLabels } = labelledValues({
  to_claim: "To claim",
  claimed: "Claimed",
  paid: "Paid",
  rejected: "Rejected",
});
export type ClaimState = (typeof claimStates)[number];

/** The states still owed money: not claimed yet, or claimed and not paid. */
export const openClaimStates: readonly ClaimState[] = ["to_claim", "claimed"];

/**
 * Where a claim may go from each state: a claim is made, then paid or rejected; a manufacturer may refuse the RMA
 * before anything is claimed. Paid and rejected are final.
 */
const nextStates: Readonly<Record<ClaimState, readonly ClaimState[]>> = {
  to_claim: ["claimed", "rejected"],
  claimed: ["paid", "rejected"],
  paid: [],
  rejected: [],
};

/** A state a claim moves on to: every state but the first. */
export type LaterClaimState = Exclude<ClaimState, "to_claim">;

export const claimStateChangeAllowed = (from: ClaimState, to: ClaimState): to is LaterClaimState =>
  nextStates[from].includes(to);

/** The column holding the day a claim reached each state after the first. */
export const stateDateField = {
  claimed: "claimedOn",
  paid: "paidOn",
  rejected: "rejectedOn",
} as const satisfies Record<LaterClaimState, string>;
