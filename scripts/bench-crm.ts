/**
 * npm run bench:crm — seeds 100,000 customers and 100,000 leads (with their stage history, timeline and tasks) into
 * a fresh temporary database, serves the API in this process, and prints median and p95 response times of the leads
 * inbox (list, search, filters), the CRM's pipeline board (with and without filters, as an admin and as a sales rep)
 * and its customer search (text, town, utility). PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a
 * temporary database is created on that server and dropped afterwards). It prints figures and asserts nothing: the
 * targets are p95 under 200 ms for the inbox, 100 ms for the board and 50 ms for the customer search (issue 27 §7).
 */
import { performance } from "node:perf_hooks";
import { seedCustomers } from "./bench-seeds/customers.ts";
import { seedLeads } from "./bench-seeds/leads.ts";
import { parseConfig } from "#server/config.ts";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { benchAdmin, onEachDatabase, serveForBench, timingHeader, timingRow } from "./bench-http.ts";
import { benchImport } from "./bench-crm-import.ts";

const CUSTOMERS = 100_000;
const LEADS = 100_000;
const SALES_REPS = 5;
const REQUESTS = 100;

type Scenarios = Record<string, (i: number) => string>;
interface ScenarioGroup {
  title: string;
  targetP95Ms: number;
  /** Whose session asks: the admin's, or a sales rep's (their own and unassigned records). */
  as: "admin" | "rep";
  scenarios: Scenarios;
}

const groups: ScenarioGroup[] = [
  {
    title: "leads inbox",
    targetP95Ms: 200,
    as: "admin",
    scenarios: {
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
    },
  },
  {
    title: "board",
    targetP95Ms: 100,
    as: "admin",
    scenarios: {
      all: () => "/api/crm/board",
      filtered: (i) =>
        [
          "/api/crm/board?utility=pge",
          "/api/crm/board?owner=none",
          "/api/crm/board?source=consultation_modal&propertyType=Residential",
          `/api/crm/board?from=${daysAgo(90)}&to=${daysAgo(0)}`,
          "/api/crm/board?utility=reu&propertyType=Commercial&source=shop_order",
        ][i % 5]!,
    },
  },
  {
    title: "rep's board",
    targetP95Ms: 100,
    as: "rep",
    scenarios: {
      all: () => "/api/crm/board",
      filtered: (i) => ["/api/crm/board?utility=pge", "/api/crm/board?owner=none"][i % 2]!,
    },
  },
  {
    title: "customers",
    targetP95Ms: 50,
    as: "admin",
    scenarios: {
      search: (i) =>
        `/api/crm/customers?q=${encodeURIComponent(["chen", "harper.garcia", "555-012", "5305550", "seed orchards 4", "rowan"][i % 6]!)}`,
      town: (i) => `/api/crm/customers?town=${encodeURIComponent(["Redding", "Anderson", "Palo Cedro"][i % 3]!)}`,
      utility: (i) => `/api/crm/customers?utility=${["pge", "reu", "trinity"][i % 3]}&page=${(i % 5) + 1}`,
      combined: (i) =>
        `/api/crm/customers?q=${["garcia", "quinn"][i % 2]}&town=Redding&utility=${["reu", "pge"][i % 2]}`,
    },
  },
];

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Sales reps who own the seed's customers and leads in turn; answers their ids. */
async function seedReps(db: Database): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: SALES_REPS }, (_, n) => ({
        firstName: "Seed",
        lastName: `Rep ${n + 1}`,
        email: `seed-rep-${n + 1}@seed.example`,
        username: `seed_rep_${n + 1}`,
        passwordHash: "seed-no-password",
        userType: "sales" as const,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  // Its sessions are made directly, with no second factor to have been asked for.
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", STAFF_TWO_FACTOR: "optional" });
  const services = await createServices(config, createLogger(config), handle);
  const seedStart = performance.now();
  const reps = await seedReps(services.db);
  await seedCustomers(services.db, CUSTOMERS, reps);
  await seedLeads(services.db, LEADS, { assigneeIds: reps });
  // A table loaded in bulk has no visibility map until autovacuum passes, which a live one has had: without it the
  // index-only scans of the board's totals read the rows too.
  await handle.db.execute("vacuum analyze");
  console.log(
    `\n${label}: seeded ${CUSTOMERS} customers and ${LEADS} leads (SEED- references) in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const cookies = {
    admin: (await benchAdmin(services.db, "bench-crm")).cookie,
    rep: `sid=${await createSession(services.db, reps[0]!, "bench-crm")}`,
  };
  const apps = {
    admin: await serveForBench(services, { cookie: cookies.admin }),
    rep: await serveForBench(services, { cookie: cookies.rep }),
  };

  try {
    for (const group of groups) {
      const app = apps[group.as];
      // Warm up: the first requests of a group plan its queries and fill the caches.
      for (let i = 0; i < 10; i++) for (const path of Object.values(group.scenarios)) await app.get(path(i));
      console.log(timingHeader(group.title, group.targetP95Ms));
      for (const [name, path] of Object.entries(group.scenarios)) {
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) times.push(await app.get(path(i)));
        console.log(timingRow(name, times, group.targetP95Ms));
      }
    }
  } finally {
    await apps.admin.close();
    await apps.rep.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_crm", bench);
await benchImport();
