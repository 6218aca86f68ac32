/**
 * npm run bench:shop — seeds 5,000 products (generated from the demo catalogue, SKUs BENCH-...) into a fresh
 * temporary database, serves the API in this process and prints median, p95 and max response times.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a temporary database, dropped afterwards).
 * The checkout section places invoice orders (1–3 lines, shipped) through POST /api/orders from 20 concurrent buyers.
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
/** Bench products the buyers order from, stocked so that no order falls short. */
const CHECKOUT_SKUS = Array.from({ length: 40 }, (_, index) => `BENCH-${String(index * 97).padStart(5, "0")}`);

/** One buyer's order: one to three lines, shipped, paid by invoice, under a key of its own. */
function checkoutBody(buyer: number, order: number) {
  const lines = 1 + ((buyer + order) % 3);
  return {
    items: Array.from({ length: lines }, (_, line) => ({
      sku: CHECKOUT_SKUS[(buyer * 7 + order * 3 + line * 11) % CHECKOUT_SKUS.length]!,
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

/** 20 buyers at once, each placing its orders one after another: throughput and per-order times. */
async function benchCheckout(services: AppServices, base: string): Promise<void> {
  await services.db.update(products).set({ stock: 1_000_000 }).where(inArray(products.sku, CHECKOUT_SKUS));
  const place = async (buyer: number, order: number) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `bench-${buyer}-${order}-${randomUUID()}` },
      body: JSON.stringify(checkoutBody(buyer, order)),
    });
    if (res.status !== 201) throw new Error(`POST /api/orders answered ${res.status}: ${await res.text()}`);
    await res.json();
    return performance.now() - started;
  };
  for (let buyer = 0; buyer < BUYERS; buyer++) await place(buyer, ORDERS_PER_BUYER);
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, buyer) => {
      for (let order = 0; order < ORDERS_PER_BUYER; order++) times.push(await place(buyer, order));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${timingHeader("checkout", CHECKOUT_TARGET_P95_MS)}, ${BUYERS} concurrent buyers`);
  console.log(timingRow("orders", times, CHECKOUT_TARGET_P95_MS));
  console.log(
    `${"throughput".padEnd(12)}${(times.length / seconds).toFixed(1).padStart(10)} orders/s (${times.length} orders)`,
  );
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", ORDER_RATE_LIMIT_PER_HOUR: "100000" });
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
    await benchCatalogue(app.get);
    await benchCheckout(services, app.base);
  } finally {
    await app.close();
    await closeServices(services);
  }
}

await onEachDatabase("bench_shop", bench);
