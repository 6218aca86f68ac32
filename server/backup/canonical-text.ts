import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/**
 * Values travel as PostgreSQL's text form, which depends on session settings (a server's time zone, date style,
 * float digits). Fixing them for the transaction makes a backup read the same from any server and load exactly.
 */
export async function useCanonicalTextOutput(tx: Pick<Database, "execute">): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
  await tx.execute(sql`set local intervalstyle = 'postgres'`);
  await tx.execute(sql`set local extra_float_digits = 3`);
}
