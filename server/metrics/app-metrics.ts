import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
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
  /** The areas' gauges, added to the platform's (the mail outbox's). */
  areaGauges: readonly AddGauges[];
}

/** What a gauge an area adds may read while /metrics is scraped. */
export interface MetricSources {
  db: Database;
  logger: Logger;
}

/** Registers an area's gauges in the application's registry. */
export type AddGauges = (registers: Registry[], sources: MetricSources) => void;

export function createMetrics({ db, pool, poolSize, logger, areaGauges }: Sources): AppMetrics {
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

  for (const addGauges of areaGauges) addGauges(registers, { db, logger });

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
