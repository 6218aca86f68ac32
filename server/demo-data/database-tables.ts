import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";

/** A table of the public schema and the columns of its primary key (none: the whole row is its key). */
export interface TableKey {
  name: string;
  keyColumns: string[];
}

/** Every table of the public schema but the registry itself, read from the catalog (so a table added later is in). */
export async function databaseTables(db: Database): Promise<TableKey[]> {
  const rows = await queryRows<{ name: string; keyColumns: string[] | null }>(
    db,
    sql`select c.relname as "name",
               array_agg(a.attname::text order by k.ord) filter (where a.attname is not null) as "keyColumns"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        left join pg_index i on i.indrelid = c.oid and i.indisprimary
        left join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
        left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where c.relkind in ('r', 'p') and c.relname <> 'demo_records'
        group by c.relname
        order by c.relname`,
  );
  return rows.map((row) => ({ name: row.name, keyColumns: row.keyColumns ?? [] }));
}

/** A row's key as text, for the row `t` of `table`: its primary key's one value, or its values as a row. */
export function rowKey(table: TableKey): SQL {
  const columns = table.keyColumns.map((column) => sql`t.${sql.identifier(column)}`);
  if (columns.length === 0) return sql`t::text`;
  if (columns.length === 1) return sql`${columns[0]}::text`;
  return sql`row(${sql.join(columns, sql`, `)})::text`;
}

/**
 * The tables in an order in which deleting rows never leaves a reference behind: every table before the tables its
 * foreign keys refer to. A table referring to itself is one delete, which PostgreSQL checks as a whole.
 */
export async function referencingFirst(db: Database, tables: readonly TableKey[]): Promise<TableKey[]> {
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as "child", parent.relname as "parent"
        from pg_constraint f
        join pg_class child on child.oid = f.conrelid
        join pg_class parent on parent.oid = f.confrelid
        join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
        where f.contype = 'f' and f.conrelid <> f.confrelid`,
  );
  const ordered: TableKey[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  // Depth first over "is referred to by": a table is placed after every table that refers to it.
  const place = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const { child } of references.filter((reference) => reference.parent === name)) place(child);
    visiting.delete(name);
    placed.add(name);
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const table of tables) place(table.name);
  return ordered;
}
