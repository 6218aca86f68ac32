/**
 * npm run bench:shop — seeds 5,000 products (generated from the demo catalogue, SKUs BENCH-...) into a fresh
 * temporary database, serves the API in this process and prints median, p95 and max response times.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a temporary database, dropped afterwards).
 * The checkout section places invoice orders (1–3 lines, shipped) through POST /api/orders from 20 concurrent buyers,
 * twice: buyers who never order the same product, then buyers who all order one popular product (the stock row every
 * order locks), with the statements (round trips) each order costs on PostgreSQL. `--checkout` runs only that section.
 * It prints figures and asserts nothing. Targets (issue 13 §7): catalogue list p95 < 50 ms; checkout p95 < 150 ms
 * at 20 concurrent buyers.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { demoCatalogue } from "#app/areas/commerce/shop/demo-catalogue.ts";
import { inArray } from "drizzle-orm";
import { insertProducts, products } from "#app/areas/commerce/index.server.ts";
import { productInputSchema, type ParsedProductInput } from "#app/areas/commerce/index.ts";
import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { type AppServices } from "#server/services.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { onEachDatabase, serveForBench, timingHeader, timingRow } from "./bench-http.ts";
import { machineLoad } from "./bench-stats.ts";

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

const BUYERS = 20;
const ORDERS_PER_BUYER = 15;
const CHECKOUT_TARGET_P95_MS = 150;
/** Products a buyer orders from: three of its own, which no other buyer orders. */
const ownSkus = (buyer: number) =>
  Array.from({ length: 3 }, (_, index) => `BENCH-${String(100 + buyer * 3 + index).padStart(5, "0")}`);
/** The product every buyer wants in the contended case. */
const POPULAR_SKU = "BENCH-00007";
const CHECKOUT_SKUS = [POPULAR_SKU, ...Array.from({ length: BUYERS }, (_, buyer) => ownSkus(buyer)).flat()];

/**
 * Whether the buyers contend for stock: in `distinct` no two buyers order the same product, so no order waits for
 * another's row lock; in `popular` every order's first line is the same product, so every order takes its stock.
 */
const contention = {
  distinct: "no two buyers order the same product",
  popular: `every order includes ${POPULAR_SKU}`,
} as const;
type Contention = keyof typeof contention;

/** One buyer's order: one to three lines, shipped, paid by invoice. */
function checkoutBody(buyer: number, order: number, mode: Contention) {
  const own = ownSkus(buyer);
  const skus = mode === "popular" ? [POPULAR_SKU, ...own] : own;
  return {
    items: Array.from({ length: 1 + ((buyer + order) % 3) }, (_, line) => ({
      sku: skus[line]!,
      quantity: 1 + (line % 2),
    })),
    contact: { name: `Bench Buyer ${buyer}`, email: `buyer${buyer}@bench.example`, phone: "(530) 555-0100" },
    delivery: {
      method: "ship",
      address: { line1: `${100 + buyer} Bench St`, city: "Redding", state: "CA", postalCode: "96001" },
    },
    paymentMethod: "invoice",
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

/**
 * 20 buyers at once, each placing its orders one after another, under a key of its own: per-order times, and the
 * CPU time this process (server and buyers; PGlite too) spent per order, which a busy machine distorts less.
 */
async function benchCheckout(services: AppServices, base: string, statements: () => number): Promise<void> {
  await services.db.update(products).set({ stock: 1_000_000 }).where(inArray(products.sku, CHECKOUT_SKUS));
  const place = async (buyer: number, order: number, mode: Contention) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `bench-${buyer}-${order}-${randomUUID()}` },
      body: JSON.stringify(checkoutBody(buyer, order, mode)),
    });
    if (res.status !== 201) throw new Error(`POST /api/orders answered ${res.status}: ${await res.text()}`);
    await res.json();
    return performance.now() - started;
  };
  // Warm-up: each buyer's first order makes its customer, which later orders find.
  for (let buyer = 0; buyer < BUYERS; buyer++) await place(buyer, ORDERS_PER_BUYER, "distinct");
  console.log(`\n${timingHeader("checkout", CHECKOUT_TARGET_P95_MS)}, ${BUYERS} concurrent buyers (${machineLoad()})`);
  for (const mode of Object.keys(contention) as Contention[]) {
    const times: number[] = [];
    const statementsBefore = statements();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BUYERS }, async (_, buyer) => {
        for (let order = 0; order < ORDERS_PER_BUYER; order++) times.push(await place(buyer, order, mode));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerOrder = (cpu.user + cpu.system) / 1000 / times.length;
    const perOrder = (statements() - statementsBefore) / times.length;
    console.log(
      `${timingRow(mode, times, CHECKOUT_TARGET_P95_MS)}  ${(times.length / seconds).toFixed(1)} orders/s, ` +
        `${cpuPerOrder.toFixed(1)} ms CPU/order` +
        `${perOrder > 0 ? `, ${perOrder.toFixed(1)} statements/order` : ""}; ${contention[mode]}`,
    );
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
    await benchCheckout(services, app.base, statements);
  } finally {
    await app.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_shop", bench);
