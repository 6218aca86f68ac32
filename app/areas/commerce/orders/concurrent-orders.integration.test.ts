import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { insertProducts, products } from "#app/areas/commerce/shop/index.server.ts";
import { orderLines } from "./tables.server.ts";
import { raceTest } from "#tests/support/race-test.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ ORDER_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

const SKU = "TEST-LAST-THREE";

/** Overselling shows only under real concurrency: on PostgreSQL, 50 checkouts race for the last 3 units. */
raceTest("50 concurrent orders for the last 3 units place exactly 3 orders and leave stock 0", async () => {
  const db = testApp.services.db;
  await insertProducts(db, [
    {
      sku: SKU,
      slug: "test-last-three",
      name: "The last three",
      brand: "Testbrand",
      category: "monitoring",
      shortDescription: "Three left.",
      longDescription: "Three left.",
      priceCents: 5_000,
      compareAtPriceCents: null,
      stock: 3,
      reorderThreshold: 0,
      weightGrams: 500,
      active: true,
      imagePath: null,
      specs: { connectivity: "Wi-Fi", measuresConsumption: true, warrantyYears: 5 },
    } as never,
  ]);
  const body = {
    items: [{ sku: SKU, quantity: 1 }],
    contact: { name: "Racer", email: "racer@example.com", phone: "(530) 555-0100" },
    delivery: { method: "pickup" },
    billingAddress: { line1: "1 Main St", city: "Redding", state: "CA", postalCode: "96001" },
    paymentMethod: "invoice",
  };
  const responses = await Promise.all(
    Array.from({ length: 50 }, () =>
      request(testApp.app).post("/api/orders").set("Idempotency-Key", randomUUID()).send(body),
    ),
  );
  const statuses = responses.map((res) => res.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 409)).toHaveLength(47);
  const [product] = await db.select().from(products).where(eq(products.sku, SKU));
  expect(product!.stock).toBe(0);
  expect(await db.select().from(orderLines).where(eq(orderLines.sku, SKU))).toHaveLength(3);
});
