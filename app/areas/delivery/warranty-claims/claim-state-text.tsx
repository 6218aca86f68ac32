import { formatIsoDate } from "#app/lib/format.ts";
import { Badge } from "#app/ui/badge.tsx";
import { claimStateLabels, type ClaimState } from "./claim-states.ts";

interface ClaimDates {
  state: ClaimState;
  overdue: boolean;
  claimedOn: string | null;
  paidOn: string | null;
  rejectedOn: string | null;
}

/** A claim's state in words with its day, and "Overdue" in words when it is still to claim past its deadline. */
export function ClaimStateText({ claim }: { claim: ClaimDates }) {
  const day = { to_claim: null, claimed: claim.claimedOn, paid: claim.paidOn, rejected: claim.rejectedOn }[claim.state];
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>
        {claimStateLabels[claim.state]}
        {day ? ` ${formatIsoDate(day)}` : ""}
      </span>
      {claim.overdue ? <Badge tone="red">Overdue</Badge> : null}
    </span>
  );
}
