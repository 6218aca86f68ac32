import { recordAuditEvent, type AuditActor, type AuditEvent } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/client.ts";
import type { WriteCaller } from "./write.server.ts";

/** What a write of one's own records: its action and record, and the fields before and after (secrets never). */
export type OwnWrite = Omit<AuditEvent, "actor" | "clientAddress">;

/**
 * Records a signed-in user's write that no `defineWrite` declares (a streamed upload; their own profile, password,
 * mail settings and second factor) as the write kit records a declared one: by the caller, their role and address
 * (decision 0132); a job's write of the same kind (a monitoring connector's fetch) by no one, from no address. Pass
 * the write's transaction, so the row commits or rolls back with the change.
 */
export async function recordOwnWrite(
  db: Database,
  caller: Pick<WriteCaller, "user" | "clientAddress"> | { user: AuditActor; clientAddress: string | null },
  write: OwnWrite,
): Promise<void> {
  await recordAuditEvent(db, { ...write, actor: caller.user, clientAddress: caller.clientAddress });
}
