/**
 * npm run bench:crm — seeds 10,000 leads into a fresh temporary database, serves the API
 * in this process with an admin session, and prints median and p95 response times of the
 * leads list, search and filters. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is
 * set (a temporary database is created on that server and dropped afterwards).
 * It prints figures and asserts nothing: the target is p95 under 200 ms.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { createSession } from "../app/features/auth/session.server.ts";
import { users } from "../app/features/auth/tables.server.ts";
import { seedLeads } from "../app/features/leads-pipeline/index.server.ts";
import { parseConfig } from "../server/config.ts";
import { openDatabase, type DatabaseHandle } from "../server/db/client.ts";
import { createApp } from "../server/http/app.ts";
import { createLogger } from "../server/logger.ts";
import { closeServices, createServices } from "../server/services.ts";
import { temporaryPostgres } from "./temporary-postgres.ts";

const LEADS = 10_000;
const REQUESTS = 200;
const TARGET_P95_MS = 200;

const scenarios: Record<string, (i: number) => string> = {
  list: (i) => `/api/admin/leads?page=${(i % 20) + 1}`,
  search: (i) =>
    `/api/admin/leads?search=${encodeURIComponent(["chen", "harper.garcia", "555-012", "5305550", "SEED-00042", "rowan"][i % 6]!)}`,
  filter: (i) =>
    [
      "/api/admin/leads?status=new&propertyType=Residential",
      "/api/admin/leads?source=contact_form&sort=customerName&dir=asc",
      "/api/admin/leads?serviceNeeded=Solar%20Repair&from=2025-01-01&sort=status",
      "/api/admin/leads?sla=overdue",
      "/api/admin/leads?spam=only&page=2",
    ][i % 5]!,
};

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" });
  const services = await createServices(config, createLogger(config), handle);
  const seedStart = performance.now();
  await seedLeads(services.db, LEADS);
  await handle.db.execute("analyze");
  console.log(
    `\n${label}: seeded ${LEADS} leads (SEED- references) in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const [admin] = await services.db
    .insert(users)
    .values({
      firstName: "Bench",
      lastName: "Admin",
      email: "bench-admin@seed.example",
      username: "bench_admin",
      // Never signed in with: the session below is created directly.
      passwordHash: "not-a-password-hash",
      userType: "admin",
    })
    .returning({ id: users.id });
  const cookie = `sid=${await createSession(services.db, admin!.id, "bench-crm")}`;

  const server = http.createServer(createApp({ services }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (path: string) => {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.json();
    return performance.now() - started;
  };

  try {
    for (let i = 0; i < 20; i++) await call(scenarios.list!(i));
    console.log(
      `${"scenario".padEnd(10)}${"median".padStart(10)}${"p95".padStart(10)}${"max".padStart(10)}  target p95 < ${TARGET_P95_MS} ms`,
    );
    for (const [name, path] of Object.entries(scenarios)) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await call(path(i)));
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      const row = [percentile(times, 0.5), p95, times[times.length - 1]!].map((ms) =>
        `${ms.toFixed(1)} ms`.padStart(10),
      );
      console.log(`${name.padEnd(10)}${row.join("")}  ${p95 < TARGET_P95_MS ? "met" : "MISSED"}`);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeServices(services);
  }
}

await bench("PGlite (in memory)", await openDatabase({ dataDir: "memory://" }));
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const postgres = await temporaryPostgres(postgresUrl, "bench_crm");
  try {
    await bench(`PostgreSQL (${new URL(postgresUrl).host})`, postgres.handle);
  } finally {
    await postgres.drop();
  }
} else {
  console.log("\nSet BENCH_DATABASE_URL=postgres://... to run the same on PostgreSQL.");
}
