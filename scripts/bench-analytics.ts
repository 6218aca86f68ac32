/**
 * npm run bench:analytics — seeds 100,000 leads over a year (with their stage history; the won ones a day they were
 * won), 20,000 shop orders, 10,000 appointments, 5,000 projects (half of them finished), 5,000 installed systems,
 * 20,000 service tickets and 2,000 warranty claims into a fresh temporary database, serves the API in this process,
 * and prints median and p95 response times of each analytics section's JSON (leads per day, week and month; the
 * funnel; speed to lead; deals won; bookings; the shop; installs and projects; service) over a month, a quarter and a
 * year, and of the whole page's figures (every section and the previous period's, as the page's loader reads them).
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. It prints figures and asserts nothing: the targets
 * are p95 under 200 ms per section and 1 s for the page (issue 30 §5). `BENCH_REQUESTS` (100 unless set) and
 * `BENCH_SECTIONS` (names before the slash, comma-separated) shorten a run on a loaded machine.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { seedAppointments } from "./bench-seeds/appointments.ts";
import { seedCustomers } from "./bench-seeds/customers.ts";
import { seedLeads } from "./bench-seeds/leads.ts";
import { seedOrders } from "./bench-seeds/orders.ts";
import { seedProjects } from "./bench-seeds/projects.ts";
import { seedServiceRecords } from "./bench-seeds/service.ts";
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
const ORDERS = 20_000;
const APPOINTMENTS = 10_000;
const PROJECTS = 5_000;
const SYSTEMS = 5_000;
const TICKETS = 20_000;
const CLAIMS = 2_000;
/** Fewer requests, or only some sections (`BENCH_SECTIONS=bookings,shop`), for a run on a loaded machine. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const only = process.env.BENCH_SECTIONS?.split(",");
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

const allSections: Record<string, (i: number) => string> = {
  "leads/day": (i) => `/api/analytics/leads?${ranges(i).month}&bucket=day`,
  "leads/week": (i) => `/api/analytics/leads?${ranges(i).quarter}&bucket=week`,
  "leads/month": (i) => `/api/analytics/leads?${ranges(i).year}&bucket=month`,
  "funnel/month": (i) => `/api/analytics/funnel?${ranges(i).month}`,
  "funnel/year": (i) => `/api/analytics/funnel?${ranges(i).year}`,
  "speed/month": (i) => `/api/analytics/speed-to-lead?${ranges(i).month}`,
  "speed/year": (i) => `/api/analytics/speed-to-lead?${ranges(i).year}`,
  "sales/year": (i) => `/api/analytics/sales?${ranges(i).year}`,
  "bookings/month": (i) => `/api/analytics/bookings?${ranges(i).month}`,
  "bookings/year": (i) => `/api/analytics/bookings?${ranges(i).year}`,
  "shop/day": (i) => `/api/analytics/shop?${ranges(i).month}&bucket=day`,
  "shop/month": (i) => `/api/analytics/shop?${ranges(i).year}&bucket=month`,
  "installs/month": (i) => `/api/analytics/installs?${ranges(i).month}`,
  "installs/year": (i) => `/api/analytics/installs?${ranges(i).year}`,
  "service/month": (i) => `/api/analytics/service?${ranges(i).month}`,
  "service/year": (i) => `/api/analytics/service?${ranges(i).year}`,
};
const sections = Object.fromEntries(
  Object.entries(allSections).filter(([name]) => !only || only.includes(name.split("/")[0]!)),
);

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", STAFF_TWO_FACTOR: "optional" });
  const services = await createServices(config, createLogger(config), handle);
  const seedStart = performance.now();
  const admin = await benchAdmin(services.db, "bench-analytics");
  await seedCustomers(services.db, SYSTEMS);
  await seedLeads(services.db, LEADS);
  // The seed moves leads straight to their stage; a won one was won some days after first contact.
  await services.db.execute(
    sql`update leads set won_at = coalesce(first_contacted_at, created_at) + (abs(hashtext(id::text)) % 60 || ' days')::interval where status = 'won'`,
  );
  await seedOrders(services.db, ORDERS);
  await seedAppointments(services.db, APPOINTMENTS);
  await seedProjects(services.db, { clients: 1_000, projects: PROJECTS, messages: 1, documents: 1 }, admin.id);
  // Opened over the year before now; every other one finished, a stage every ten days.
  await services.db.execute(
    sql`update projects set created_at = now() - (abs(hashtext(id::text)) % 365 || ' days')::interval where title like 'Seed project %'`,
  );
  await services.db.execute(sql`
    update project_stages set state = 'done', waiting_on = null,
      completed_on = (p.created_at + ((project_stages.position + 1) * 10 || ' days')::interval)::date
    from projects p where p.id = project_stages.project_id and p.title like 'Seed project %'
      and abs(hashtext(p.id::text)) % 2 = 0`);
  await seedServiceRecords(services.db, { systems: SYSTEMS, tickets: TICKETS, technicianIds: [admin.id] });
  // Warranty labour claims on the first tickets: half not claimed yet, a third of those with no amount.
  await services.db.execute(sql`
    insert into warranty_claims (ticket_id, manufacturer, replaced_on, amount_cents, claim_deadline, deadline_rule,
      state, claimed_on)
    select id, 'Enphase', created_at::date, case when n % 3 > 0 then 15000 + n % 20000 end,
      created_at::date + 90, 'default', case when n % 2 = 0 then 'to_claim' else 'claimed' end,
      case when n % 2 = 1 then created_at::date + 10 end
    from (select id, created_at, row_number() over (order by reference) as n from service_tickets) t
    where n <= ${CLAIMS}`);
  await handle.db.execute("vacuum analyze");
  console.log(
    `\n${label}: seeded ${LEADS} leads, ${ORDERS} orders, ${APPOINTMENTS} appointments, ${PROJECTS} projects, ${SYSTEMS} systems, ${TICKETS} tickets, ${CLAIMS} claims in ${Math.round(performance.now() - seedStart)} ms`,
  );

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
