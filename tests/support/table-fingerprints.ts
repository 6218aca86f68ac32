import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";

export interface TableFingerprint {
  rows: number;
  /** MD5 over the sorted MD5s of every row's text: equal when the tables hold the same rows, in any order. */
  checksum: string;
}

/**
 * Row count and content checksum of every table in the public schema, read with the catalog and SQL only (not with
 * the backup code under test), with the text settings fixed so PGlite and PostgreSQL print values alike.
 */
export async function tableFingerprints(handle: DatabaseHandle): Promise<Record<string, TableFingerprint>> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
    await tx.execute(sql`set local extra_float_digits = 3`);
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const fingerprints: Record<string, TableFingerprint> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<TableFingerprint>(
        tx,
        sql`select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as checksum
            from public.${sql.identifier(name)} t`,
      );
      fingerprints[name] = row!;
    }
    return fingerprints;
  });
}
