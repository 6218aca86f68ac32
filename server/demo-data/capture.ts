import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { databaseTables, rowKey, type TableKey } from "./database-tables.ts";

/**
 * How the seed marks what it wrote (decision 0206): before its first write, in its own transaction (repeatable read,
 * so no other session's rows can be taken for its own), every row of every table is noted by key with a hash of its
 * text; after its last, every row not noted is registered as demo, and a noted row that changed or went away fails
 * the seed, which rolls back. So everything the services wrote on its behalf (customers, mails, history, scores)
 * is registered without a list that could miss a table, and a seed that touched a real record leaves nothing.
 */
export class DemoSeedTouchedRealRecords extends Error {}

export interface Capture {
  tables: TableKey[];
}

export async function noteRowsBefore(tx: Database): Promise<Capture> {
  const tables = await databaseTables(tx);
  await tx.execute(
    sql`create temporary table demo_rows_before (table_name text, record_key text, row_hash text) on commit drop`,
  );
  for (const table of tables) {
    await tx.execute(
      sql`insert into demo_rows_before select ${table.name}, ${rowKey(table)}, md5(t::text) from ${sql.identifier(table.name)} t`,
    );
  }
  await tx.execute(sql`create index on demo_rows_before (table_name, record_key)`);
  return { tables };
}

/** Registers every row written since `noteRowsBefore` as demo; answers the counts by table, the empty ones left out. */
export async function registerRowsSince(tx: Database, { tables }: Capture): Promise<Record<string, number>> {
  const touched: string[] = [];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const name = sql.identifier(table.name);
    const key = rowKey(table);
    const [changed] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as "count" from demo_rows_before b
          where b.table_name = ${table.name}
            and not exists (select 1 from ${name} t where ${key} = b.record_key and md5(t::text) = b.row_hash)`,
    );
    if (changed!.count > 0) touched.push(`${table.name} (${changed!.count})`);
    const [added] = await queryRows<{ count: number }>(
      tx,
      sql`with added as (
            insert into demo_records (table_name, record_key)
            select ${table.name}, ${key} from ${name} t
            where not exists (select 1 from demo_rows_before b where b.table_name = ${table.name} and b.record_key = ${key})
            returning 1)
          select count(*)::int as "count" from added`,
    );
    if (added!.count > 0) counts[table.name] = added!.count;
  }
  if (touched.length > 0) {
    throw new DemoSeedTouchedRealRecords(
      `the seed changed or removed rows that were there before it, so nothing was kept: ${touched.join(", ")}`,
    );
  }
  return counts;
}

/** Deletes the rows `table` gained since `noteRowsBefore`, in the same transaction: they are never committed. */
export async function deleteRowsSince(tx: Database, { tables }: Capture, tableName: string): Promise<void> {
  const table = tables.find((candidate) => candidate.name === tableName);
  if (!table) throw new Error(`no table ${tableName}`);
  await tx.execute(
    sql`delete from ${sql.identifier(table.name)} t
        where not exists (select 1 from demo_rows_before b where b.table_name = ${table.name} and b.record_key = ${rowKey(table)})`,
  );
}
