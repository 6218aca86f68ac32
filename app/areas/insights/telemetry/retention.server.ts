import { lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { BackgroundJob } from "#server/jobs.ts";
import { errorReports, performanceReports } from "./tables.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Small batches keep each DELETE's locks short on a large table. */
const BATCH_SIZE = 5000;

type TimestampedTable = typeof errorReports | typeof performanceReports;

async function deleteOlderThan(db: Database, table: TimestampedTable, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db
      .delete(table)
      .where(
        sql`${table.id} in (select ${table.id} from ${table} where ${lt(table.createdAt, cutoff)} limit ${BATCH_SIZE})`,
      )
      .returning({ id: table.id });
    total += deleted.length;
    if (deleted.length < BATCH_SIZE) return total;
  }
}

/**
 * Deletes error and performance reports older than the retention period.
 * A plain conditional DELETE: several instances running it at once delete each row once and harm nothing.
 */
export async function deleteExpiredTelemetry(
  db: Database,
  retentionDays: number,
  now = new Date(),
): Promise<{ errorReports: number; performanceReports: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return {
    errorReports: await deleteOlderThan(db, errorReports, cutoff),
    performanceReports: await deleteOlderThan(db, performanceReports, cutoff),
  };
}

export const telemetryRetentionJob: BackgroundJob = {
  name: "telemetry-retention",
  intervalMs: 60 * 60 * 1000,
  async run(services) {
    const deleted = await deleteExpiredTelemetry(services.db, services.config.TELEMETRY_RETENTION_DAYS);
    if (deleted.errorReports || deleted.performanceReports) services.logger.info({ deleted }, "old telemetry deleted");
  },
};
