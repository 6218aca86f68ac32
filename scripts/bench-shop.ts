/**
 * npm run bench:shop — seeds 5,000 products (generated from the demo catalogue, SKUs BENCH-...) into a fresh
 * temporary database, serves the API in this process and prints median, p95 and max response times.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a temporary database, dropped afterwards).
 * The checkout section places invoice orders (1–3 lines, shipped) through POST /api/orders from 20 concurrent buyers
 * in a process of their own (bench-buyers.ts), after a warm-up: buyers who never order the same product, then buyers
 * who all order one popular product (the stock row every order locks), each case twice, with the CPU each order
 * costs the server, the database and the buyers and the statements (round trips) it costs on PostgreSQL.
 * `--checkout` runs only that section.
 * It prints figures and asserts nothing. Targets (issue 13 §7): catalogue list p95 < 50 ms; checkout p95 < 150 ms
 * at 20 concurrent buyers.
 */
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { demoCatalogue } from "#app/areas/commerce/shop/demo-catalogue.ts";
import { inArray, sql } from "drizzle-orm";
import { insertProducts, products } from "#app/areas/commerce/index.server.ts";
import { productInputSchema, type ParsedProductInput } from "#app/areas/commerce/index.ts";
import { parseConfig } from "#server/config.ts";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { type AppServices } from "#server/services.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { onEachDatabase, serveForBench, timingHeader, timingRow } from "./bench-http.ts";
import { machineLoad } from "./bench-stats.ts";
import {
  BUYERS,
  BUYERS_PROCESS,
  CHECKOUT_SKUS,
  contention,
  type BuyersResult,
  type BuyersRun,
  type Contention,
} from "./bench-buyers.ts";

/** `--checkout` skips the catalogue section. */
const checkoutOnly = process.argv.includes("--checkout");
const PRODUCTS = 5_000;
const REQUESTS = 200;
const LIST_TARGET_P95_MS = 50;

/** `count` products varied from the demo catalogue's, each through the product schema like any other. */
function benchProducts(count: number): ParsedProductInput[] {
  return Array.from({ length: count }, (_, index) => {
    const template = demoCatalogue[index % demoCatalogue.length]!;
    const number = String(index).padStart(5, "0");
    return productInputSchema.parse({
      ...template,
      sku: `BENCH-${number}`,
      slug: `bench-${number}-${template.slug}`,
      name: `${template.name} (bench ${number})`,
      priceCents: template.priceCents + (index % 97) * 100,
      compareAtPriceCents: null,
      stock: index % 13,
    });
  });
}

// ---- Catalogue list ------------------------------------------------------------------------------------------

const listScenarios: Record<string, (i: number) => string> = {
  list: (i) => `/api/products?page=${(i % 50) + 1}`,
  category: (i) => `/api/products?category=${["solar_panels", "batteries", "inverters"][i % 3]}&page=${(i % 5) + 1}`,
  search: (i) => `/api/products?q=${encodeURIComponent(["battery", "lassen", "bench 0042", "400 w"][i % 4]!)}`,
  sorted: (i) => `/api/products?sort=${["price_asc", "price_desc", "name"][i % 3]}&pageSize=100&page=${(i % 10) + 1}`,
};

async function benchCatalogue(get: (path: string) => Promise<number>): Promise<void> {
  for (let i = 0; i < 20; i++) await get(listScenarios.list!(i));
  console.log(timingHeader("catalogue", LIST_TARGET_P95_MS));
  for (const [name, path] of Object.entries(listScenarios)) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await get(path(i)));
    console.log(timingRow(name, times, LIST_TARGET_P95_MS));
  }
}

// ---- Checkout (POST /api/orders at 20 concurrent buyers) -------------------------------------------------------

const ORDERS_PER_BUYER = 15;
/** Each case is measured this many times, the cases taking turns, so that a busy machine's drift shows. */
const ROUNDS = 2;
const CHECKOUT_TARGET_P95_MS = 150;

/** The buyers' process (bench-buyers.ts): `run` places one run's orders and answers their times. */
function forkBuyers() {
  const child = fork(fileURLToPath(new URL("./bench-buyers.ts", import.meta.url)), [BUYERS_PROCESS]);
  return {
    run: (run: BuyersRun) =>
      new Promise<BuyersResult>((resolve, reject) => {
        child.once("message", (answer: { result?: BuyersResult; error?: string }) =>
          answer.result ? resolve(answer.result) : reject(new Error(answer.error)),
        );
        child.send(run);
      }),
    close: () => child.kill(),
  };
}

/**
 * Counts the statements the PostgreSQL pool's connections send (transaction control and the rate limit's included):
 * each is a round trip. Call before the pool opens its first connection.
 */
function countStatements(handle: DatabaseHandle): () => number {
  let count = 0;
  handle.pool?.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      count += 1;
      return query(...args);
    };
  });
  return () => count;
}

/** What /proc/<pid>/stat counts CPU time in (Linux's USER_HZ). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU ms each of the bench database's PostgreSQL backends has used, when they run on this machine (else empty). The
 * backend answering this query is one of the pool's, which serves orders too, so it is counted like the others.
 */
async function backendCpu(handle: DatabaseHandle): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (!handle.pool) return cpu;
  const backends = await queryRows<{ pid: number }>(
    handle.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  for (const { pid } of backends) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") continue;
      // utime and stime, the 14th and 15th fields, after the parenthesised command name.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND);
    } catch {
      // Another machine's (or container's) process: its CPU is not this machine's to read.
    }
  }
  return cpu;
}

/**
 * 20 buyers at once, each placing its orders one after another, under a key of its own: per-order times, and the CPU
 * per order of the server's process (on PGlite the database's too), of the buyers' and, when PostgreSQL runs on
 * this machine, of its backends. A warm-up round of each case first opens the pool's connections and warms them and
 * the server's code, as in a server that has been running; measured cold, the first case paid for both (decision
 * 0165).
 */
async function benchCheckout(
  services: AppServices,
  handle: DatabaseHandle,
  base: string,
  statements: () => number,
): Promise<void> {
  await services.db.update(products).set({ stock: 1_000_000 }).where(inArray(products.sku, CHECKOUT_SKUS));
  const buyers = forkBuyers();
  try {
    // Each buyer's first order makes its customer, which later orders find.
    for (const mode of Object.keys(contention) as Contention[]) await buyers.run({ base, mode, ordersPerBuyer: 2 });
    console.log(
      `\n${timingHeader("checkout", CHECKOUT_TARGET_P95_MS)}, ${BUYERS} concurrent buyers (${machineLoad()})`,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      for (const mode of Object.keys(contention) as Contention[]) {
        // The statements are counted between the two reads of the backends' CPU, whose queries are not the orders'.
        const databaseBefore = await backendCpu(handle);
        const statementsBefore = statements();
        const serverBefore = process.cpuUsage();
        const { times, seconds, cpuMs } = await buyers.run({ base, mode, ordersPerBuyer: ORDERS_PER_BUYER });
        const server = process.cpuUsage(serverBefore);
        const statementsPerOrder = (statements() - statementsBefore) / times.length;
        let databaseMs = 0;
        for (const [pid, ms] of await backendCpu(handle)) databaseMs += ms - (databaseBefore.get(pid) ?? 0);
        const perOrder = (ms: number) => `${(ms / times.length).toFixed(1)} ms`;
        console.log(
          `${timingRow(`${mode} ${round}`, times, CHECKOUT_TARGET_P95_MS)}  ${(times.length / seconds).toFixed(1)} orders/s; ` +
            `CPU/order: server ${perOrder((server.user + server.system) / 1000)}` +
            `${databaseMs > 0 ? `, PostgreSQL ${perOrder(databaseMs)}` : ""}, buyers ${perOrder(cpuMs)}` +
            `${statementsPerOrder > 0 ? `; ${statementsPerOrder.toFixed(1)} statements/order` : ""}; ${contention[mode]}`,
        );
      }
    }
  } finally {
    buyers.close();
  }
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", ORDER_RATE_LIMIT_PER_HOUR: "100000" });
  const statements = countStatements(handle);
  const services: AppServices = await createServices(config, createLogger(config), handle);
  const seedStart = performance.now();
  const rows = benchProducts(PRODUCTS);
  // In batches: one insert of 5,000 rows binds 75,000 parameters, more than the protocol's 65,535.
  for (let start = 0; start < rows.length; start += 1_000) {
    await insertProducts(services.db, rows.slice(start, start + 1_000));
  }
  await handle.db.execute("analyze");
  console.log(
    `\n${label}: seeded ${PRODUCTS} products (BENCH- SKUs) in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const app = await serveForBench(services);

  try {
    if (!checkoutOnly) await benchCatalogue(app.get);
    await benchCheckout(services, handle, app.base, statements);
  } finally {
    await app.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_shop", bench);
