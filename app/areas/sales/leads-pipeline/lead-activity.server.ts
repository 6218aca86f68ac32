import type { Database } from "#server/db/client.ts";
import type { LeadActivityDetails, LeadActivityKind } from "./pipeline.ts";
import { leadActivities } from "./tables.server.ts";

/** Adds an entry to a lead's timeline; `actorId` null when the customer acted (a booking, a manage link). */
export function addLeadActivity<K extends LeadActivityKind>(
  tx: Database,
  leadId: string,
  actorId: string | null,
  kind: K,
  detail: LeadActivityDetails[K],
) {
  return tx.insert(leadActivities).values({ leadId, actorId, kind, detail });
}
