/**
 * npm run bench:service — seeds 20,000 sites with an installed system each (three equipment items) and 50,000
 * service tickets over three years (nine in ten closed, with their visits) into a fresh temporary database, plus a
 * technician's day of eight visits, serves the API in this process, and prints median and p95 times of the tickets'
 * list (the office's worklist and its filters, and a technician's own list) and of the technician's day (the page's
 * data, as its loader reads it). PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. It prints figures and
 * asserts nothing: the target is p95 under 50 ms on PostgreSQL for both (issue 28 §6).
 */
import { performance } from "node:perf_hooks";
import type { AppLoadContext } from "react-router";
import { seedCustomers } from "./bench-seeds/customers.ts";
import { seedServiceRecords, seedTechnicianDay } from "./bench-seeds/service.ts";
import { parseConfig } from "#server/config.ts";
import { sql } from "drizzle-orm";
import { queryRows, type Database, type DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { myDayPageData } from "#app/areas/delivery/index.server.ts";
import { benchAdmin, onEachDatabase, serveForBench, timingHeader, timingRow } from "./bench-http.ts";

const SYSTEMS = 20_000;
const TICKETS = 50_000;
const TECHNICIANS = 8;
const VISITS_TODAY = 8;
const REQUESTS = 100;
const TARGET_MS = 50;

/** Technicians who take the seed's tickets in turn; answers them. */
async function seedTechnicians(db: Database) {
  return db
    .insert(users)
    .values(
      Array.from({ length: TECHNICIANS }, (_, n) => ({
        firstName: "Seed",
        lastName: `Technician ${n + 1}`,
        email: `seed-tech-${n + 1}@seed.example`,
        username: `seed_tech_${n + 1}`,
        passwordHash: "seed-no-password",
        userType: "technician" as const,
      })),
    )
    .returning();
}

async function measure(name: string, run: (i: number) => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 10; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return timingRow(name, times, TARGET_MS);
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", STAFF_TWO_FACTOR: "optional" });
  const services = await createServices(config, createLogger(config), handle);
  const seedStart = performance.now();
  const technicians = await seedTechnicians(services.db);
  await seedCustomers(services.db, SYSTEMS);
  await seedServiceRecords(services.db, {
    systems: SYSTEMS,
    tickets: TICKETS,
    technicianIds: technicians.map((technician) => technician.id),
  });
  const technician = technicians[0]!;
  await seedTechnicianDay(services.db, technician.id, VISITS_TODAY);
  await handle.db.execute("vacuum analyze");
  console.log(
    `\n${label}: seeded ${SYSTEMS} sites and systems and ${TICKETS} tickets in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const office = await serveForBench(services, { cookie: (await benchAdmin(services.db, "bench-service")).cookie });
  const own = await serveForBench(services, {
    cookie: `sid=${await createSession(services.db, technician.id, "bench-service")}`,
  });
  const [site] = await queryRows<{ id: string }>(services.db, sql`select site_id as id from service_tickets limit 1`);
  const siteId = site!.id;
  const lists: Record<string, (i: number) => string> = {
    worklist: () => "/api/service/tickets?status=open",
    all: (i) => `/api/service/tickets?sort=opened&page=${(i % 5) + 1}`,
    priority: (i) => `/api/service/tickets?status=open&priority=${["urgent", "high", "normal", "low"][i % 4]}`,
    technician: (i) => `/api/service/tickets?technician=${technicians[i % TECHNICIANS]!.id}&status=open`,
    site: () => `/api/service/tickets?siteId=${siteId}`,
    search: (i) => `/api/service/tickets?search=ST-S${String((i * 397) % TICKETS).padStart(6, "0")}`,
  };
  try {
    console.log(timingHeader("tickets, as the office", TARGET_MS));
    for (const [name, path] of Object.entries(lists)) console.log(await measure(name, (i) => office.get(path(i))));
    console.log(timingHeader("tickets, as a technician", TARGET_MS));
    console.log(await measure("own", () => own.get("/api/service/tickets?status=open")));
    console.log(timingHeader("a technician's day (its page's data)", TARGET_MS));
    const context = { services, checkedUser: technician } as unknown as AppLoadContext;
    const url = new URL("http://localhost/enterprise-carm/my-day");
    console.log(await measure("my day", () => myDayPageData(context, url)));
  } finally {
    await office.close();
    await own.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_service", bench);
