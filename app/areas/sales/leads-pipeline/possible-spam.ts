import type { SpamSignal } from "#app/areas/sales/leads/index.ts";

export interface SpamState {
  isSpam: boolean;
  spamSignals: readonly SpamSignal[];
  spamReviewedAt: Date | null;
}

/**
 * A lead that showed a spam signal but was neither marked spam on arrival nor decided
 * by staff: shown and mailed like any lead, badged for a look. Mirrors `possibleSpam`
 * in lead-filters.server.ts.
 */
export function isPossibleSpam(lead: SpamState): boolean {
  return lead.spamSignals.length > 0 && !lead.isSpam && lead.spamReviewedAt === null;
}
