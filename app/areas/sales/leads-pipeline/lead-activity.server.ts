import type { Database } from "#server/db/client.ts";
import type { LeadActivityDetails, LeadActivityKind } from "./pipeline.ts";
import { leadActivities } from "./tables.server.ts";

/**
 * What an activity, a note or a task is on: a lead, or a customer without a deal (decision 0144). The shape of the
 * rows' own columns, so it is spread into an insert as it is.
 */
export type ActivitySubject = { leadId: string; customerId?: null } | { customerId: string; leadId?: null };

/**
 * Adds an entry to a lead's timeline; `actorId` null when the customer acted (a booking, a manage link); `at` when
 * it happened, now unless told.
 */
export function addLeadActivity<K extends LeadActivityKind>(
  tx: Database,
  leadId: string,
  actorId: string | null,
  kind: K,
  detail: LeadActivityDetails[K],
  at?: Date,
) {
  return addActivity(tx, { leadId }, actorId, kind, detail, at);
}

/** Adds an entry to a lead's or a customer's timeline, at `at` or now. */
export function addActivity<K extends LeadActivityKind>(
  tx: Database,
  subject: ActivitySubject,
  actorId: string | null,
  kind: K,
  detail: LeadActivityDetails[K],
  at?: Date,
) {
  return tx.insert(leadActivities).values({ ...subject, actorId, kind, detail, ...(at ? { createdAt: at } : {}) });
}
