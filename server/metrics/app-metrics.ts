import { count, inArray, min } from "drizzle-orm";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";

/** What the application counts and measures, in a registry of its own (every test app has one). */
export interface AppMetrics {
  registry: Registry;
  httpRequestDuration: Histogram<"method" | "route" | "status">;
  backgroundJobRuns: Counter<"job" | "outcome">;
  leadsReceived: Counter<"form">;
}

interface Sources {
  db: Database;
  /** PostgreSQL's connection pool; null on PGlite, which has one connection and no pool to watch. */
  pool: pg.Pool | null;
  poolSize: number;
  logger: Logger;
}

export function createMetrics({ db, pool, poolSize, logger }: Sources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL connections of this instance's pool: open (total), idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "db_pool_max_connections",
    help: "DATABASE_POOL_SIZE: the most connections this instance's pool opens.",
    registers,
    collect() {
      if (pool) this.set(poolSize);
    },
  });

  // The three outbox gauges are collected together during a scrape: they share one query.
  let outboxRead: Promise<Map<string, { count: number; oldest: Date | null }>> | null = null;
  const readOutbox = () =>
    (outboxRead ??= db
      .select({ status: mailOutbox.status, count: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ["queued", "failed"]))
      .groupBy(mailOutbox.status)
      .then((rows) => new Map(rows.map((row) => [row.status, { count: row.count, oldest: row.oldest }])))
      .finally(() => (outboxRead = null)));
  const outboxGauge = (name: string, help: string, value: (outbox: Awaited<ReturnType<typeof readOutbox>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        try {
          this.set(value(await readOutbox()));
        } catch (error) {
          // A scrape while the database is down still answers, without these gauges; /api/ready reports the outage.
          this.reset();
          logger.warn({ err: error }, "metrics: cannot read the mail outbox");
        }
      },
    });
  outboxGauge(
    "mail_outbox_queued",
    "Mails waiting in the outbox to be sent.",
    (outbox) => outbox.get("queued")?.count ?? 0,
  );
  outboxGauge(
    "mail_outbox_failed",
    "Mails the outbox gave up on after its retries (retry them in the back office).",
    (outbox) => outbox.get("failed")?.count ?? 0,
  );
  outboxGauge(
    "mail_outbox_oldest_queued_age_seconds",
    "Age of the oldest mail still waiting in the outbox; 0 when none waits.",
    (outbox) => {
      const oldest = outbox.get("queued")?.oldest;
      return oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0;
    },
  );

  return {
    registry,
    httpRequestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer HTTP requests, by method, route template and status; its _count is the number of requests.",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    backgroundJobRuns: new Counter({
      name: "background_job_runs_total",
      help: "Runs of the background jobs (telemetry retention...), by job and outcome (ok or failed).",
      labelNames: ["job", "outcome"] as const,
      registers,
    }),
    leadsReceived: new Counter({
      name: "leads_received_total",
      help: "Lead form submissions accepted (answered 201), by form's API route; a resent submission counts again.",
      labelNames: ["form"] as const,
      registers,
    }),
  };
}
