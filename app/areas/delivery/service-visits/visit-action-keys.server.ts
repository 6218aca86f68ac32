import type { Database } from "#server/db/client.ts";
import { visitActionKeys } from "./tables.server.ts";

/**
 * Whether this is the first time the day's action with this key is done: its key is recorded in the action's
 * transaction, so a retry (the page's Retry, a browser resubmitting a form without JavaScript) finds it and adds
 * nothing; two at once wait on the key's row and the second finds it. An action sent without a key always runs.
 */
export async function firstTimeOf(
  tx: Database,
  key: string | null | undefined,
  claim: { userId: string; ticketId: string },
): Promise<boolean> {
  if (!key) return true;
  const inserted = await tx
    .insert(visitActionKeys)
    .values({ idempotencyKey: key, ...claim })
    .onConflictDoNothing()
    .returning({ key: visitActionKeys.idempotencyKey });
  return inserted.length === 1;
}
