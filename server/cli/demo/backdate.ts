import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";

/**
 * Moves a row's `created_at` back to when the demo says it happened, for a service that stamps the present and
 * takes no time (decision 0206): one UPDATE of that row after its write. `least`, because a record a write found
 * rather than made (a returning customer, a booking's open lead) keeps the earlier of its two times.
 */
export async function backdate(tx: Database, table: PgTable, id: string | null | undefined, at: Date): Promise<void> {
  if (!id) return;
  await tx.execute(
    sql`update ${table} set created_at = least(created_at, ${at.toISOString()}::timestamptz) where id = ${id}`,
  );
}
