import { randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import request from "supertest";
import { insertProducts, products } from "#app/areas/commerce/index.server.ts";
import type { Database } from "#server/db/client.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Places an invoice order for one unit of the best-stocked active product through POST /api/orders, as the browser
 * or account whose Cookie header is given, from the contact address given; returns its number and the order cookie
 * the answer set.
 */
export async function placeTestOrder(
  testApp: TestApp,
  cookie?: string,
  email = "buyer@example.com",
): Promise<{ orderNumber: string; orderCookie: string }> {
  const [product] = await testApp.services.db
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.active, true), gt(products.stock, 0)))
    .orderBy(desc(products.stock))
    .limit(1);
  if (!product) throw new Error("no product in stock to order");
  const req = request(testApp.app).post("/api/orders").set("Idempotency-Key", randomUUID());
  const res = await (cookie ? req.set("Cookie", cookie) : req).send({
    items: [{ sku: product.sku, quantity: 1 }],
    contact: { name: "Test Buyer", email, phone: "(530) 555-0111" },
    delivery: { method: "ship", address: { line1: "1 Test St", city: "Redding", state: "CA", postalCode: "96001" } },
    paymentMethod: "invoice",
  });
  if (res.status !== 201) throw new Error(`placing a test order failed: ${res.status} ${JSON.stringify(res.body)}`);
  const orderCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? [])[0]!.split(";")[0]!;
  return { orderNumber: res.body.orderNumber as string, orderCookie };
}

/**
 * A product of the test's own (a monitor unless `kind` says otherwise, so no category rules get in the way), with the
 * stock and price it says.
 */
export async function insertTestProduct(
  db: Database,
  stock: number,
  priceCents = 12_345,
  kind: { category: string; specs: Record<string, unknown> } = {
    category: "monitoring",
    specs: { connectivity: "Wi-Fi", measuresConsumption: true, warrantyYears: 5 },
  },
): Promise<string> {
  const sku = `TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
  await insertProducts(db, [
    {
      sku,
      slug: sku.toLowerCase(),
      name: `Test monitor ${sku}`,
      brand: "Testbrand",
      category: kind.category,
      shortDescription: "A product for tests.",
      longDescription: "A product for tests.",
      priceCents,
      compareAtPriceCents: null,
      stock,
      reorderThreshold: 1,
      weightGrams: 1000,
      active: true,
      imagePath: null,
      specs: kind.specs,
    } as never,
  ]);
  return sku;
}
