import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { insertProducts, products } from "#app/areas/commerce/shop/index.server.ts";
import { inventoryAdjustments } from "#app/areas/commerce/inventory/index.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { orderEvents, orderLines, orders } from "./tables.server.ts";
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
  // The stock is taken last in an order's transaction, after its mails are queued: a loser's mails roll back with it.
  const placed = await db.select().from(orders).where(eq(orders.contactEmail, "racer@example.com"));
  expect(placed).toHaveLength(3);
  const events = await db
    .select()
    .from(orderEvents)
    .where(
      inArray(
        orderEvents.orderId,
        placed.map((order) => order.id),
      ),
    );
  expect(events.map((event) => event.toStatus)).toEqual(["awaiting_payment", "awaiting_payment", "awaiting_payment"]);
  expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, "racer@example.com"))).toHaveLength(3);
  const adjustments = await db
    .select()
    .from(inventoryAdjustments)
    .where(eq(inventoryAdjustments.productId, product!.id));
  expect(adjustments.map((row) => row.stockAfter).sort()).toEqual([0, 1, 2]);
});
