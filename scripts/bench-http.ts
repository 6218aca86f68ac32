import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client.ts";
import { createApp } from "#server/composition/app.ts";
import type { AppServices } from "#server/services.ts";
import { temporaryPostgres } from "./temporary-postgres.ts";

/** What the API benchmarks share: serving the app in-process, timing GETs, printing median/p95/max rows. */

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export function timingHeader(title: string, targetMs: number): string {
  return `${title.padEnd(12)}${"median".padStart(10)}${"p95".padStart(10)}${"max".padStart(10)}  target p95 < ${targetMs} ms`;
}

/** One scenario's line: median, p95 and max of `times` (sorted here), and whether p95 met the target. */
export function timingRow(name: string, times: number[], targetMs: number): string {
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  const row = [percentile(times, 0.5), p95, times[times.length - 1]!].map((ms) => `${ms.toFixed(1)} ms`.padStart(10));
  return `${name.padEnd(12)}${row.join("")}  ${p95 < targetMs ? "met" : "MISSED"}`;
}

/** The app listening on a free local port; `get` answers a GET's duration in ms and fails on a non-2xx answer. */
export async function serveForBench(services: AppServices, headers: Record<string, string> = {}) {
  const server = http.createServer(createApp({ services }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    async get(path: string): Promise<number> {
      const started = performance.now();
      const res = await fetch(base + path, { headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      await res.json();
      return performance.now() - started;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs `bench` on an in-memory PGlite, then on a temporary PostgreSQL database when BENCH_DATABASE_URL is set. */
export async function onEachDatabase(
  name: string,
  bench: (label: string, handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  await bench("PGlite (in memory)", await openDatabase({ dataDir: "memory://" }));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl) {
    console.log("\nSet BENCH_DATABASE_URL=postgres://... to run the same on PostgreSQL.");
    return;
  }
  const postgres = await temporaryPostgres(postgresUrl, name);
  try {
    await bench(`PostgreSQL (${new URL(postgresUrl).host})`, postgres.handle);
  } finally {
    await postgres.drop();
  }
}

/** An admin for a bench, with a session cookie made directly (it never signs in). */
export async function benchAdmin(db: Database, userAgent: string): Promise<{ id: string; cookie: string }> {
  const [admin] = await db
    .insert(users)
    .values({
      firstName: "Bench",
      lastName: "Admin",
      email: "bench-admin@seed.example",
      username: "bench_admin",
      passwordHash: "not-a-password-hash",
      userType: "admin",
    })
    .returning({ id: users.id });
  return { id: admin!.id, cookie: `sid=${await createSession(db, admin!.id, userAgent)}` };
}
