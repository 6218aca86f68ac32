import type { Database } from "#server/db/client.ts";
import { demoRecords } from "#server/demo-data/tables.ts";

/** Whether the database holds demo data (`npm run demo:seed`): staff pages say so, since its figures are not real. */
export async function demoDataPresent(db: Database): Promise<boolean> {
  const [row] = await db.select({ tableName: demoRecords.tableName }).from(demoRecords).limit(1);
  return row !== undefined;
}
