import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeTestOrder } from "#tests/support/orders.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { inventoryAdjustments } from "#app/areas/commerce/inventory/tables.server.ts";
import { orderLines, orders } from "#app/areas/commerce/orders/tables.server.ts";
import { demoCatalogue } from "./demo-catalogue.ts";
import { removeDemoCatalogue, seedDemoCatalogue, seedDemoCatalogueOnFreshDatabase } from "./demo-catalogue.server.ts";
import { productListQuerySchema } from "./product-list-query.ts";
import { productInputSchema } from "./product-schema.ts";
import { activeProductsBySkus, insertProducts, listProducts, pricingBySkus, productBySlug } from "./products.server.ts";
import { products } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.services.db;
const list = (query: Record<string, string>) => listProducts(db(), productListQuerySchema.parse(query));

describe("the demo catalogue", () => {
  it("is seeded on a fresh database, marked as demo data, and seeding again adds nothing", async () => {
    const rows = await db().select().from(products);
    expect(rows).toHaveLength(demoCatalogue.length);
    expect(rows.every((row) => row.isDemo)).toBe(true);
    expect(await seedDemoCatalogue(db())).toBe(0);
    expect(await seedDemoCatalogueOnFreshDatabase(db())).toBe(0);
  });
});

describe("listProducts", () => {
  it("filters by category, sorts by price and pages on the server", async () => {
    const page1 = await list({ category: "solar_panels", sort: "price_asc", pageSize: "2" });
    const page2 = await list({ category: "solar_panels", sort: "price_asc", pageSize: "2", page: "2" });
    expect(page1.total).toBe(4);
    expect([...page1.items, ...page2.items].map((item) => item.priceCents)).toEqual([19_900, 26_900, 31_900, 34_900]);
    expect(page1.items.every((item) => item.category === "solar_panels")).toBe(true);
    expect(page1.items[0]).toMatchObject({ imageUrl: "/images/shop/solar_panels.svg", isDemo: true });
  });

  it("searches name, brand and SKU, matching % and _ literally", async () => {
    expect((await list({ q: "bifacial" })).items.map((item) => item.sku)).toEqual(["DEMO-PNL-450B"]);
    expect((await list({ q: "lassen" })).total).toBe(2);
    expect((await list({ q: "demo-bat-13" })).items.map((item) => item.slug)).toEqual([
      "shasta-store-13-5-kwh-battery",
    ]);
    expect((await list({ q: "%" })).total).toBe(0);
  });

  it("sorts by name and leaves deactivated products out", async () => {
    await db().update(products).set({ active: false }).where(eq(products.sku, "DEMO-MON-CT"));
    const monitoring = await list({ category: "monitoring", sort: "name" });
    expect(monitoring.items.map((item) => item.sku)).toEqual(["DEMO-MON-GATEWAY"]);
    expect(await productBySlug(db(), "home-consumption-meter-kit")).toBeNull();
    expect(await activeProductsBySkus(db(), ["DEMO-MON-CT", "DEMO-MON-GATEWAY"])).toHaveLength(1);
    const pricing = await pricingBySkus(db(), ["DEMO-MON-CT", "NOPE"]);
    expect(pricing.get("DEMO-MON-CT")).toMatchObject({ active: false, priceCents: 24_900 });
    expect(pricing.has("NOPE")).toBe(false);
    await db().update(products).set({ active: true }).where(eq(products.sku, "DEMO-MON-CT"));
  });
});

describe("productBySlug", () => {
  it("returns the product with its descriptions and typed specs", async () => {
    const product = await productBySlug(db(), "shasta-store-10-kwh-battery");
    expect(product).toMatchObject({
      sku: "DEMO-BAT-10",
      category: "batteries",
      specs: { usableKwh: 10, chemistry: "Lithium iron phosphate (LFP)" },
      isDemo: true,
    });
    expect(await productBySlug(db(), "no-such-product")).toBeNull();
  });
});

describe("products written through productInputSchema", () => {
  const panel = demoCatalogue[0]!;

  it("refuses specs of another category and a compare-at price not above the price", () => {
    const wrongSpecs = productInputSchema.safeParse({ ...panel, category: "batteries" });
    expect(wrongSpecs.success).toBe(false);
    const compareAt = productInputSchema.safeParse({ ...panel, compareAtPriceCents: panel.priceCents });
    expect(compareAt.error?.issues[0]?.path).toEqual(["compareAtPriceCents"]);
  });

  it("keeps a real product when the demo catalogue is removed, and never seeds the demo again", async () => {
    await insertProducts(db(), [productInputSchema.parse({ ...panel, sku: "REAL-1", slug: "real-1", stock: 1 })]);
    expect(await removeDemoCatalogue(db())).toEqual({ deleted: demoCatalogue.length, keptOffSale: 0 });
    expect((await db().select({ sku: products.sku }).from(products)).map((row) => row.sku)).toEqual(["REAL-1"]);
    await db().delete(products);
    expect(await seedDemoCatalogueOnFreshDatabase(db())).toBe(0);
  });

  it("once an order or the stock log refers to demo products, deletes the others and takes those off sale, keeping the order and the log", async () => {
    await seedDemoCatalogue(db());
    const { orderNumber, orderCookie } = await placeTestOrder(testApp);
    const [ordered] = await db()
      .select({ sku: orderLines.sku })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.orderNumber, orderNumber));
    const [battery] = await db().select().from(products).where(eq(products.sku, "DEMO-BAT-10"));
    const admin = await createTestUser(testApp, { userType: "admin" });
    const adjusted = await request(testApp.app)
      .post(`/api/admin/products/${battery!.id}/stock`)
      .set("Cookie", await signedInCookie(testApp, admin.id))
      .send({ reason: "received", quantityChange: 2 });
    expect(adjusted.status).toBe(201);

    expect(await removeDemoCatalogue(db())).toEqual({ deleted: demoCatalogue.length - 2, keptOffSale: 2 });
    const kept = await db()
      .select({ sku: products.sku, active: products.active, isDemo: products.isDemo })
      .from(products)
      .orderBy(products.sku);
    expect(kept).toEqual([ordered!.sku, "DEMO-BAT-10"].sort().map((sku) => ({ sku, active: false, isDemo: true })));
    expect((await list({})).total).toBe(0);
    const order = await request(testApp.app).get(`/api/orders/${orderNumber}`).set("Cookie", orderCookie);
    expect(order.body.items).toMatchObject([{ sku: ordered!.sku, quantity: 1 }]);
    const log = await db().select().from(inventoryAdjustments).where(eq(inventoryAdjustments.productId, battery!.id));
    expect(log).toMatchObject([{ reason: "received", quantityChange: 2 }]);
    // Run again: nothing left to delete, the same two still off sale.
    expect(await removeDemoCatalogue(db())).toEqual({ deleted: 0, keptOffSale: 2 });
  });
});
