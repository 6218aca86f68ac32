import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";

/** The schema every application table lives in; drizzle's own bookkeeping (schema `drizzle`) is rebuilt, not copied. */
export const APP_SCHEMA = "public";

export interface BackupColumn {
  name: string;
  /** As PostgreSQL writes it (`timestamp with time zone`, `numeric(12,2)`, `user_type`): the cast a restore applies. */
  type: string;
  /** bytea travels as base64 (a third larger) rather than its hex text (twice as large). */
  encoding: "text" | "base64";
}

export interface BackupTable {
  name: string;
  /** Stored columns only: generated columns are computed again by the database that receives the rows. */
  columns: BackupColumn[];
  /** `generated always as identity` columns take their backed-up values only with OVERRIDING SYSTEM VALUE. */
  hasIdentityAlways: boolean;
}

type Executor = Pick<Database, "execute">;

/**
 * Every table of the application schema, read from the catalog (so a table a later migration adds is covered
 * without code), parents before children so that rows inserted in this order satisfy every foreign key.
 */
export async function listTables(db: Executor): Promise<BackupTable[]> {
  const columns = await queryRows<{ table: string; name: string; type: string; bytea: boolean; identity: string }>(
    db,
    sql`select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
          a.atttypid = 'bytea'::regtype as bytea, a.attidentity as identity
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
        where n.nspname = ${APP_SCHEMA} and c.relkind = 'r' and not c.relispartition
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = ${APP_SCHEMA} and child.oid <> parent.oid`,
  );
  const tables = new Map<string, BackupTable>();
  for (const column of columns) {
    let table = tables.get(column.table);
    if (!table) tables.set(column.table, (table = { name: column.table, columns: [], hasIdentityAlways: false }));
    table.columns.push({ name: column.name, type: column.type, encoding: column.bytea ? "base64" : "text" });
    if (column.identity === "a") table.hasIdentityAlways = true;
  }
  return parentsFirst([...tables.values()], references);
}

function parentsFirst(tables: BackupTable[], references: { child: string; parent: string }[]): BackupTable[] {
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      references.every((ref) => ref.child !== table.name || placed.has(ref.parent)),
    );
    if (ready.length === 0) {
      throw new Error(
        `Foreign keys form a cycle between ${remaining.map((table) => table.name).join(", ")}: no insertion order satisfies them`,
      );
    }
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** Sequences of the application schema (serial and identity columns among them). */
export async function listSequences(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${APP_SCHEMA} and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The first table holding a row, if any: a restore replaces such a database only when told to. */
export async function firstTableWithRows(db: Executor): Promise<string | undefined> {
  for (const table of await listTables(db)) {
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select from ${sql.identifier(APP_SCHEMA)}.${sql.identifier(table.name)}) as found`,
    );
    if (row?.found) return table.name;
  }
  return undefined;
}

/** Whether the application schema holds anything at all (tables, types, sequences...) or drizzle's bookkeeping. */
export async function hasSchemaObjects(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${APP_SCHEMA})
          or exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = ${APP_SCHEMA})
          or exists (select from pg_namespace where nspname = 'drizzle') as found`,
  );
  return Boolean(row?.found);
}
