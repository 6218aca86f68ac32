/**
 * npm run bench:monitoring — seeds 20,000 installed systems with a year of daily production each (about 7.3 million
 * readings; one system in a hundred silent for its last five days, one in a hundred at zero yesterday, two in a
 * hundred at half their output) into a temporary PostgreSQL database (BENCH_DATABASE_URL), then prints how long the
 * daily check takes over all of them (target under 60 s, issue 29 §4) and the median and p95 of the system page's
 * production view (its 12 months against the estimate). It prints figures and asserts nothing. BENCH_SYSTEMS and
 * BENCH_DAYS scale it down for a quick look.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { parseConfig } from "#server/config.ts";
import { queryRows } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { productionMonths, runDailyCheck } from "#app/areas/delivery/index.server.ts";
import { benchAdmin, timingHeader, timingRow } from "./bench-http.ts";
import { seedCustomers } from "./bench-seeds/customers.ts";
import { seedServiceRecords } from "./bench-seeds/service.ts";
import { temporaryPostgres } from "./temporary-postgres.ts";

const SYSTEMS = Number(process.env.BENCH_SYSTEMS ?? 20_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const CHECK_TARGET_S = 60;
const PAGE_TARGET_MS = 50;
const REQUESTS = 100;
/** The check runs on this day; the readings end the day before. */
const TODAY = "2026-11-20";

/** The date `days` after `isoDate`. */
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (!postgresUrl) {
  console.log("Set BENCH_DATABASE_URL=postgres://... : the daily check's target is for PostgreSQL.");
  process.exit(0);
}

const postgres = await temporaryPostgres(postgresUrl, "bench_monitoring");
const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", STAFF_TWO_FACTOR: "optional" });
try {
  await migrateDatabase(postgres.handle);
  const services = await createServices(config, createLogger(config), postgres.handle);
  let started = performance.now();
  await seedCustomers(services.db, SYSTEMS);
  // Every system produces (no battery-only one), so the check reads a year of readings for all 20,000.
  await seedServiceRecords(services.db, {
    systems: SYSTEMS,
    tickets: 0,
    technicianIds: [],
    kinds: ["solar", "hybrid"],
  });
  const first = addDays(TODAY, -DAYS);
  const last = addDays(TODAY, -1);
  // A clear-sky-ish Redding year: 1 to 7 kWh per kW by season, with a little noise; the faulty systems as above.
  await services.db.execute(sql`
    insert into production_readings (system_id, day, kwh, source)
    select s.id, d::date,
      round((s.kw_dc * (4 + 2.5 * cos(2 * pi() * (extract(doy from d) - 172) / 365)) * (0.85 + (abs(hashtext(s.id::text || d::text)) % 30) / 100.0)
        * case when s.n % 100 = 2 then 0.5 when s.n % 100 = 3 then 0.5 else 1 end
        * case when s.n % 100 = 1 and d::date = ${last}::date then 0 else 1 end)::numeric, 3),
      'enphase'
    from (select id, kw_dc, row_number() over (order by id) as n from installed_systems where kind <> 'battery') s
    cross join generate_series(${first}::date, ${last}::date, interval '1 day') as d
    where not (s.n % 100 = 0 and d::date > ${addDays(TODAY, -6)}::date)`);
  await postgres.handle.db.execute("vacuum analyze");
  const [{ readings }] = (await queryRows<{ readings: number }>(
    services.db,
    sql`select count(*)::int as readings from production_readings`,
  )) as [{ readings: number }];
  console.log(
    `seeded ${SYSTEMS.toLocaleString("en-US")} systems and ${readings.toLocaleString("en-US")} readings in ${Math.round((performance.now() - started) / 1000)} s`,
  );

  started = performance.now();
  const checked = await runDailyCheck(services, new Date(`${TODAY}T19:00:00Z`));
  const seconds = (performance.now() - started) / 1000;
  const [tickets] = await queryRows<{ n: number }>(services.db, sql`select count(*)::int as n from service_tickets`);
  console.log(
    `\ndaily check: ${checked.toLocaleString("en-US")} systems in ${seconds.toFixed(1)} s (target < ${CHECK_TARGET_S} s), ${tickets!.n} tickets opened`,
  );

  const admin = await benchAdmin(services.db, "bench-monitoring");
  const user = { id: admin.id, userType: "admin" } as Parameters<typeof productionMonths>[1];
  const ids = await queryRows<{ id: string }>(
    services.db,
    sql`select id from installed_systems where kind <> 'battery' limit 200`,
  );
  for (let i = 0; i < 10; i++) await productionMonths(services, user, ids[i % ids.length]!.id, {}, TODAY);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const begun = performance.now();
    await productionMonths(services, user, ids[i % ids.length]!.id, {}, TODAY);
    times.push(performance.now() - begun);
  }
  console.log(timingHeader("the system page's production (12 months)", PAGE_TARGET_MS));
  console.log(timingRow("production", times, PAGE_TARGET_MS));
  await closeServices(services);
} finally {
  await postgres.drop();
}
