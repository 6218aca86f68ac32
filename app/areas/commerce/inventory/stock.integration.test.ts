import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestProduct } from "#tests/support/orders.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import { takeStock } from "./stock.server.ts";
import { inventoryAdjustments } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.services.db;

async function linesFor(wanted: Array<[sku: string, quantity: number]>) {
  const rows = await db()
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      inArray(
        products.sku,
        wanted.map(([sku]) => sku),
      ),
    );
  return wanted.map(([sku, quantity]) => ({ productId: rows.find((row) => row.sku === sku)!.id, sku, quantity }));
}

const stockOf = async (sku: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0]!.stock;

describe("takeStock", () => {
  it("takes every line and writes one audit row each, with the stock after", async () => {
    const [a, b] = [await insertTestProduct(db(), 5), await insertTestProduct(db(), 9)];
    const problems = await takeStock(
      db(),
      await linesFor([
        [b, 4],
        [a, 2],
      ]),
      { reason: "order_placed", orderNumber: "TEST-ORDER-1" },
    );
    expect(problems).toEqual([]);
    expect([await stockOf(a), await stockOf(b)]).toEqual([3, 5]);
    const audit = await db()
      .select({ change: inventoryAdjustments.quantityChange, after: inventoryAdjustments.stockAfter })
      .from(inventoryAdjustments)
      .where(eq(inventoryAdjustments.orderNumber, "TEST-ORDER-1"));
    expect(audit).toEqual(
      expect.arrayContaining([
        { change: -2, after: 3 },
        { change: -4, after: 5 },
      ]),
    );
    expect(audit).toHaveLength(2);
  });

  it("names each line that falls short with what is available, an inactive product as 0", async () => {
    const [plenty, scarce, retired] = [
      await insertTestProduct(db(), 10),
      await insertTestProduct(db(), 1),
      await insertTestProduct(db(), 8),
    ];
    await db().update(products).set({ active: false }).where(eq(products.sku, retired));
    const lines = await linesFor([
      [plenty, 2],
      [scarce, 2],
      [retired, 1],
    ]);
    const problems = await db()
      .transaction(async (tx) => {
        const found = await takeStock(tx, lines, { reason: "order_placed", orderNumber: "TEST-ORDER-2" });
        // The caller rolls back what was taken when anything fell short.
        throw Object.assign(new Error("roll back"), { found });
      })
      .catch((error: { found: unknown }) => error.found);
    expect(problems).toEqual(
      expect.arrayContaining([
        { sku: scarce, available: 1 },
        { sku: retired, available: 0 },
      ]),
    );
    expect(problems).toHaveLength(2);
    expect([await stockOf(plenty), await stockOf(scarce), await stockOf(retired)]).toEqual([10, 1, 8]);
  });
});
