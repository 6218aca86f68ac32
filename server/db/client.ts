import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PGlite data directory this process holds; null on PostgreSQL and in memory. */
  dataDir: string | null;
  /** For libraries that take a raw node-postgres pool (rate limits on PostgreSQL). */
  pool: pg.Pool | null;
  /** Runs `work` while holding a PostgreSQL advisory lock, on a connection of its own. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  poolSize?: number;
  /** PGlite data directory; `memory://` for a throwaway database. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (test templates). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  // JIT compilation off (decision 0219): it costs the analytics' year-long statements more than it saves them, and
  // the app runs no statement long enough to gain from it. Options the address itself sets are kept.
  const options = [new URL(url).searchParams.get("options"), "-c jit=off"].filter(Boolean).join(" ");
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    dataDir: null,
    pool,
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [key]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [key]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? "memory://";
  const onDisk = !dataDir.startsWith("memory://");
  const unlock = onDisk ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    // pg_trgm, which PostgreSQL ships: the CRM's customer search is a trigram index (decision 0146).
    client = await PGlite.create(onDisk ? dataDir : undefined, {
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { casing: "snake_case" }) as unknown as Database;
  let lockQueue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: "pglite",
    dataDir: onDisk ? dataDir : null,
    pool: null,
    // PGlite has one connection, where advisory locks are re-entrant; its one process queues the work instead.
    withAdvisoryLock(_key, work) {
      const run = lockQueue.then(work);
      lockQueue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** The rows of a plain SQL query: node-postgres and PGlite both answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
