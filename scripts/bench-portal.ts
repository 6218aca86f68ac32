/**
 * npm run bench:portal — seeds 2,000 projects (1,000 clients), 20,000 messages and 10,000 documents (metadata) into a
 * fresh temporary database and prints median and p95 times of the client dashboard's loader (called as the page
 * calls it) and of the admin project list (GET /api/projects over HTTP, as an admin). PGlite always; PostgreSQL too
 * when BENCH_DATABASE_URL is set. It prints figures and asserts nothing: the target is p95 under 100 ms.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { loadAccountDashboard } from "#app/areas/delivery/account/account-dashboard.server.ts";
import { sessionUserColumns } from "#app/areas/identity/index.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { seedProjects } from "./bench-seeds/projects.ts";
import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { benchAdmin, onEachDatabase, serveForBench, timingHeader, timingRow } from "./bench-http.ts";

const COUNTS = { clients: 1_000, projects: 2_000, messages: 20_000, documents: 10_000 };
const REQUESTS = 200;
const TARGET_P95_MS = 100;

async function measure(name: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  console.log(timingRow(name, times, TARGET_P95_MS));
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" });
  const services = await createServices(config, createLogger(config), handle);
  const admin = await benchAdmin(services.db, "bench-portal");
  const seedStart = performance.now();
  await seedProjects(services.db, COUNTS, admin.id);
  await handle.db.execute("analyze");
  console.log(
    `\n${label}: seeded ${COUNTS.projects} projects, ${COUNTS.messages} messages, ${COUNTS.documents} documents in ${Math.round(performance.now() - seedStart)} ms`,
  );
  const clients = await services.db
    .select(sessionUserColumns)
    .from(users)
    .where(sql`${users.email} like 'seed-client-%'`)
    .limit(200);
  const app = await serveForBench(services, { cookie: admin.cookie });
  try {
    console.log(timingHeader("scenario", TARGET_P95_MS));
    await measure("client dashboard", (i) => loadAccountDashboard(services, clients[i % clients.length]!));
    await measure("admin project list", (i) => app.get(`/api/projects?page=${(i % 40) + 1}`));
    await measure("admin project search", (i) =>
      app.get(`/api/projects?search=${encodeURIComponent(`Client ${i % 900}`)}`),
    );
  } finally {
    await app.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_portal", bench);
