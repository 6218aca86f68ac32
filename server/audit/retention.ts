import { lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { BackgroundJob } from "#server/jobs.ts";
import { currentSettings } from "#server/settings.ts";
import { auditEvents } from "./tables.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Small batches keep each DELETE's locks short on a large table. */
const BATCH_SIZE = 5000;

/**
 * Deletes the audit rows older than the retention period. The table's trigger refuses every other DELETE; this one
 * says who it is with a transaction-local setting (migration 0023_audit_trail). Several instances running it at
 * once delete each row once.
 */
export async function deleteExpiredAuditEvents(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('audit.retention', 'on', true)`);
      return tx
        .delete(auditEvents)
        .where(
          sql`${auditEvents.id} in (select ${auditEvents.id} from ${auditEvents} where ${lt(auditEvents.occurredAt, cutoff)} limit ${BATCH_SIZE})`,
        )
        .returning({ id: auditEvents.id });
    });
    total += deleted.length;
    if (deleted.length < BATCH_SIZE) return total;
  }
}

export const auditRetentionJob: BackgroundJob = {
  name: "audit-retention",
  intervalMs: 60 * 60 * 1000,
  async run(services) {
    const { auditRetentionDays } = await currentSettings(services);
    const deleted = await deleteExpiredAuditEvents(services.db, auditRetentionDays);
    if (deleted) services.logger.info({ deleted }, "audit events past their retention deleted");
  },
};
