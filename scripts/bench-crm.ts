/**
 * npm run bench:crm — seeds 10,000 leads into a fresh temporary database, serves the API
 * in this process with an admin session, and prints median and p95 response times of the
 * leads list, search and filters. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is
 * set (a temporary database is created on that server and dropped afterwards).
 * It prints figures and asserts nothing: the target is p95 under 200 ms.
 */
import { performance } from "node:perf_hooks";
import { seedLeads } from "./bench-seeds/leads.ts";
import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { benchAdmin, onEachDatabase, serveForBench, timingHeader, timingRow } from "./bench-http.ts";
import { benchImport } from "./bench-crm-import.ts";

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

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" });
  const services = await createServices(config, createLogger(config), handle);
  const seedStart = performance.now();
  await seedLeads(services.db, LEADS);
  await handle.db.execute("analyze");
  console.log(
    `\n${label}: seeded ${LEADS} leads (SEED- references) in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const { cookie } = await benchAdmin(services.db, "bench-crm");

  const app = await serveForBench(services, { cookie });

  try {
    for (let i = 0; i < 20; i++) await app.get(scenarios.list!(i));
    console.log(timingHeader("scenario", TARGET_P95_MS));
    for (const [name, path] of Object.entries(scenarios)) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await app.get(path(i)));
      console.log(timingRow(name, times, TARGET_P95_MS));
    }
  } finally {
    await app.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_crm", bench);
await benchImport();
