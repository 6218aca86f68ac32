/**
 * npm run bench:analytics — seeds 100,000 leads over a year (with their stage history; the won ones a day they were
 * won) into a fresh temporary database, serves the API in this process, and prints median and p95 response times of
 * each analytics section's JSON (leads per day, week and month; the funnel; speed to lead; deals won) over a month, a quarter and a
 * year, and of the whole page's figures (every section and the previous period's, as the page's loader reads them).
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. It prints figures and asserts nothing: the targets
 * are p95 under 200 ms per section and 1 s for the page (issue 30 §5). The sections on orders, projects and tickets
 * are not built yet, so their 20,000 orders, 5,000 projects and 20,000 tickets are not seeded.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { seedLeads } from "./bench-seeds/leads.ts";
import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { analyticsFigures } from "#app/areas/insights/analytics/analytics-figures.server.ts";
import { addDays, defaultBucket, presetRange } from "#app/areas/insights/analytics/analytics-range.ts";
import { figureTables } from "#app/areas/insights/analytics/figure-tables.ts";
import { benchAdmin, onEachDatabase, serveForBench, timingHeader, timingRow } from "./bench-http.ts";

const LEADS = 100_000;
const REQUESTS = 100;
const SECTION_TARGET_MS = 200;
const PAGE_TARGET_MS = 1000;
/** The page as an admin reads it: every section, amounts included. */
const everySection = { amounts: true, vitals: true, bookings: true, shop: true, installs: true, service: true };

const today = officeToday();
/** A month, a quarter and a year ending today, each request a day earlier than the one before it. */
const ranges = (i: number) => {
  const to = addDays(today, -(i % 30));
  return {
    month: `from=${addDays(to, -29)}&to=${to}`,
    quarter: `from=${addDays(to, -90)}&to=${to}`,
    year: `from=${addDays(to, -364)}&to=${to}`,
  };
};

const sections: Record<string, (i: number) => string> = {
  "leads/day": (i) => `/api/analytics/leads?${ranges(i).month}&bucket=day`,
  "leads/week": (i) => `/api/analytics/leads?${ranges(i).quarter}&bucket=week`,
  "leads/month": (i) => `/api/analytics/leads?${ranges(i).year}&bucket=month`,
  "funnel/month": (i) => `/api/analytics/funnel?${ranges(i).month}`,
  "funnel/year": (i) => `/api/analytics/funnel?${ranges(i).year}`,
  "speed/month": (i) => `/api/analytics/speed-to-lead?${ranges(i).month}`,
  "speed/year": (i) => `/api/analytics/speed-to-lead?${ranges(i).year}`,
  "sales/year": (i) => `/api/analytics/sales?${ranges(i).year}`,
};

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", STAFF_TWO_FACTOR: "optional" });
  const services = await createServices(config, createLogger(config), handle);
  const seedStart = performance.now();
  await seedLeads(services.db, LEADS);
  // The seed moves leads straight to their stage; a won one was won some days after first contact.
  await services.db.execute(
    sql`update leads set won_at = coalesce(first_contacted_at, created_at) + (abs(hashtext(id::text)) % 60 || ' days')::interval where status = 'won'`,
  );
  await handle.db.execute("vacuum analyze");
  console.log(`\n${label}: seeded ${LEADS} leads in ${Math.round(performance.now() - seedStart)} ms`);

  const admin = await benchAdmin(services.db, "bench-analytics");
  const app = await serveForBench(services, { cookie: admin.cookie });
  try {
    for (let i = 0; i < 5; i++) for (const path of Object.values(sections)) await app.get(path(i));
    console.log(timingHeader("sections", SECTION_TARGET_MS));
    for (const [name, path] of Object.entries(sections)) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await app.get(path(i)));
      console.log(timingRow(name, times, SECTION_TARGET_MS));
    }
    console.log(timingHeader("page", PAGE_TARGET_MS));
    for (const preset of ["last-30-days", "year-to-date", "last-year"] as const) {
      const range = presetRange(preset, today);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS / 4; i++) {
        const started = performance.now();
        figureTables(await analyticsFigures(services.db, range, defaultBucket(range), everySection));
        times.push(performance.now() - started);
      }
      console.log(timingRow(preset, times, PAGE_TARGET_MS));
    }
  } finally {
    await app.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_analytics", bench);
