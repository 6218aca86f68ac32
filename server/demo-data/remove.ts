import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { databaseTables, referencingFirst, rowKey } from "./database-tables.ts";

/**
 * `npm run demo:remove` (decision 0207): deletes every registered demo row and then the registry, in one
 * transaction, a table's rows before those of the tables they refer to; rows nobody registered are never named. The
 * demo's audit rows (what its staff "did") go too, through the trigger's one door for deletes (migration
 * 0023_audit_trail), since the seed made them. Answers the rows deleted by table, the empty ones left out.
 */
export async function removeDemoRecords(db: Database): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('audit.retention', 'on', true)`);
    const counts: Record<string, number> = {};
    for (const table of await referencingFirst(tx, await databaseTables(tx))) {
      const [deleted] = await queryRows<{ count: number }>(
        tx,
        sql`with deleted as (
              delete from ${sql.identifier(table.name)} t
              where ${rowKey(table)} in (select record_key from demo_records where table_name = ${table.name})
              returning 1)
            select count(*)::int as "count" from deleted`,
      );
      if (deleted!.count > 0) counts[table.name] = deleted!.count;
    }
    await tx.execute(sql`delete from demo_records`);
    return counts;
  });
}
