import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeTestOrder } from "#tests/support/orders.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { orderEvents, orderLines, orders } from "#app/areas/commerce/orders/index.server.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import { inventoryAdjustments } from "./tables.server.ts";

let testApp: TestApp;
let adminId: string;
let adminCookie: string;
beforeAll(async () => {
  testApp = await createTestApp({ ORDER_RATE_LIMIT_PER_HOUR: "1000" });
  adminId = (await createTestUser(testApp, { userType: "admin" })).id;
  adminCookie = await signedInCookie(testApp, adminId);
});
afterAll(() => testApp.close());

const db = () => testApp.services.db;
const asAdmin = (method: "get" | "post", path: string) => request(testApp.app)[method](path).set("Cookie", adminCookie);

const newProduct = {
  sku: "TEST-PANEL-400",
  slug: "test-panel-400",
  name: "Test panel 400 W",
  brand: "Testbrand",
  category: "solar_panels",
  shortDescription: "A panel for tests.",
  longDescription: "A panel for tests.",
  priceCents: "249.00",
  stock: "5",
  reorderThreshold: "2",
  weightGrams: "21000",
  "specs.powerW": "400",
  "specs.efficiencyPercent": "21.5",
  "specs.cellType": "Monocrystalline",
  "specs.widthMm": "1134",
  "specs.heightMm": "1722",
  "specs.weightKg": "21",
  "specs.warrantyYears": "25",
};

describe("products in the back office", () => {
  it("creates a product from the form's fields (dollars, specs), refusing a taken SKU by its field", async () => {
    const created = await asAdmin("post", "/api/admin/products").send(newProduct);
    expect(created.status).toBe(201);
    const [row] = await db().select().from(products).where(eq(products.id, created.body.id));
    expect(row).toMatchObject({ priceCents: 24_900, stock: 5, specs: { powerW: 400, cellType: "Monocrystalline" } });
    const again = await asAdmin("post", "/api/admin/products").send({ ...newProduct, slug: "another-slug" });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ sku: "Another product has this SKU" });
    const bad = await asAdmin("post", "/api/admin/products").send({ ...newProduct, sku: "", "specs.powerW": "lots" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["sku", "specs.powerW"]));
  });

  it("adjusts stock with a reason, keeps who and when in the audit log, and never below 0", async () => {
    const [product] = await db().select().from(products).where(eq(products.sku, "TEST-PANEL-400"));
    const path = `/api/admin/products/${product!.id}/stock`;
    const received = await asAdmin("post", path).send({ reason: "received", quantityChange: 10, note: "PO 1234" });
    expect(received.status).toBe(201);
    expect(received.body).toEqual({ sku: "TEST-PANEL-400", stock: 15 });
    const tooMany = await asAdmin("post", path).send({ reason: "damaged", quantityChange: -16 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors).toEqual({ quantityChange: "At most 15 can be taken off" });
    expect((await asAdmin("post", path).send({ reason: "stolen", quantityChange: 0 })).body.errors).toMatchObject({
      reason: "Please choose a reason",
      quantityChange: "Please enter a change other than 0",
    });
    const audit = await db().select().from(inventoryAdjustments).where(eq(inventoryAdjustments.productId, product!.id));
    expect(audit).toMatchObject([
      { reason: "received", quantityChange: 10, stockAfter: 15, actorId: adminId, note: "PO 1234" },
    ]);
    expect(audit[0]!.at).toBeInstanceOf(Date);
    const log = await asAdmin("get", "/api/admin/inventory-adjustments?search=TEST-PANEL-400");
    expect(log.body.items[0]).toMatchObject({ sku: "TEST-PANEL-400", reason: "received", actor: expect.any(String) });
  });

  it("keeps stock on hand within the product form's 1,000,000, however many receipts come in", async () => {
    const [product] = await db().select().from(products).where(eq(products.sku, "TEST-PANEL-400"));
    const path = `/api/admin/products/${product!.id}/stock`;
    const before = product!.stock;
    await asAdmin("post", path)
      .send({ reason: "received", quantityChange: 1_000_000 - before })
      .expect(201);
    const over = await asAdmin("post", path).send({ reason: "received", quantityChange: 1_000_000 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      message: "Stock on hand is at most 1,000,000",
      errors: { quantityChange: "At most 0 can be added" },
    });
    await asAdmin("post", path).send({ reason: "count_correction", countedQuantity: before }).expect(201);
  });

  it("takes damaged and lost stock off, sets a counted quantity, and refuses a sign that contradicts the reason", async () => {
    const [product] = await db().select().from(products).where(eq(products.sku, "TEST-PANEL-400"));
    const path = `/api/admin/products/${product!.id}/stock`;
    await asAdmin("post", path).send({ reason: "count_correction", countedQuantity: "6" }).expect(201);
    const raised = await asAdmin("post", path).send({ reason: "damaged", quantityChange: "2" });
    expect(raised.status).toBe(400);
    expect(raised.body.errors).toEqual({
      quantityChange: "Damaged stock is taken off: enter a negative number, e.g. -2",
    });
    const lostUp = await asAdmin("post", path).send({ reason: "lost", quantityChange: 1 });
    expect(lostUp.body.errors).toEqual({ quantityChange: "Lost stock is taken off: enter a negative number, e.g. -2" });
    const receivedDown = await asAdmin("post", path).send({ reason: "received", quantityChange: -3 });
    expect(receivedDown.body.errors).toEqual({
      quantityChange: "Received stock is added: enter a positive number, e.g. 12",
    });
    expect((await asAdmin("post", path).send({ reason: "damaged", quantityChange: -2 })).body).toEqual({
      sku: "TEST-PANEL-400",
      stock: 4,
    });
    expect((await asAdmin("post", path).send({ reason: "lost", quantityChange: -1 })).body.stock).toBe(3);
    expect((await asAdmin("post", path).send({ reason: "count_correction", countedQuantity: 10 })).body.stock).toBe(10);
    const same = await asAdmin("post", path).send({ reason: "count_correction", countedQuantity: 10 });
    expect(same.status).toBe(409);
    expect(same.body.errors).toEqual({ countedQuantity: "Stock is already 10: nothing to correct" });
    const uncounted = await asAdmin("post", path).send({ reason: "count_correction", quantityChange: -2 });
    expect(uncounted.body.errors).toEqual({ countedQuantity: "Please enter the quantity counted, e.g. 40" });
    const log = await db()
      .select({ reason: inventoryAdjustments.reason, change: inventoryAdjustments.quantityChange })
      .from(inventoryAdjustments)
      .where(eq(inventoryAdjustments.productId, product!.id))
      .orderBy(inventoryAdjustments.at);
    expect(log.slice(-3)).toEqual([
      { reason: "damaged", change: -2 },
      { reason: "lost", change: -1 },
      { reason: "count_correction", change: 7 },
    ]);
  });

  it("lists low stock and exports products as CSV", async () => {
    const [product] = await db().select().from(products).where(eq(products.sku, "TEST-PANEL-400"));
    await asAdmin("post", `/api/admin/products/${product!.id}/stock`).send({
      reason: "count_correction",
      countedQuantity: 1,
    });
    const low = await asAdmin("get", "/api/admin/products?state=low&search=TEST-PANEL");
    expect(low.body.items.map((item: { sku: string }) => item.sku)).toEqual(["TEST-PANEL-400"]);
    expect(low.body.lowStock).toBeGreaterThanOrEqual(1);
    const csv = await asAdmin("get", "/api/admin/products.csv?search=TEST-PANEL");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.text).toContain("TEST-PANEL-400");
  });

  it("deactivates a product: it leaves the catalogue but keeps its history", async () => {
    const [product] = await db().select().from(products).where(eq(products.sku, "TEST-PANEL-400"));
    const res = await asAdmin("post", `/api/admin/products/${product!.id}/active`).send({ active: false });
    expect(res.body).toEqual({ sku: "TEST-PANEL-400", active: false });
    expect((await request(testApp.app).get("/api/products/test-panel-400")).status).toBe(404);
  });
});

describe("orders in the back office", () => {
  it("moves an order awaiting payment to paid and fulfilled, logging each change with who made it", async () => {
    const { orderNumber } = await placeTestOrder(testApp);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const path = `/api/admin/orders/${order!.id}/status`;
    expect((await asAdmin("post", path).send({ status: "fulfilled" })).status).toBe(409);
    expect((await asAdmin("post", path).send({ status: "paid" })).body).toMatchObject({ status: "paid" });
    expect((await asAdmin("post", path).send({ status: "fulfilled" })).body).toMatchObject({ status: "fulfilled" });
    expect((await asAdmin("post", path).send({ status: "cancelled" })).status).toBe(409);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order!.id))
      .orderBy(orderEvents.at);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actorId])).toEqual([
      [null, "awaiting_payment", null],
      ["awaiting_payment", "paid", adminId],
      ["paid", "fulfilled", adminId],
    ]);
  });

  it("cancelling restocks the order's lines, with the audit rows saying why", async () => {
    const { orderNumber } = await placeTestOrder(testApp);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const stock = async () =>
      (await db().select({ stock: products.stock }).from(products).where(eq(products.id, line!.productId)))[0]!.stock;
    const before = await stock();
    const res = await asAdmin("post", `/api/admin/orders/${order!.id}/status`).send({ status: "cancelled" });
    expect(res.status).toBe(200);
    expect(await stock()).toBe(before + line!.quantity);
    const audit = await db()
      .select()
      .from(inventoryAdjustments)
      .where(eq(inventoryAdjustments.orderNumber, orderNumber))
      .orderBy(inventoryAdjustments.at);
    expect(audit.map((row) => [row.reason, row.quantityChange, row.actorId])).toEqual([
      ["order_placed", -line!.quantity, null],
      ["order_cancelled", line!.quantity, adminId],
    ]);
    const list = await asAdmin("get", `/api/admin/orders?status=cancelled&search=${orderNumber}`);
    expect(list.body.items.map((item: { orderNumber: string }) => item.orderNumber)).toEqual([orderNumber]);
    const csv = await asAdmin("get", "/api/admin/orders.csv?status=cancelled");
    expect(csv.text).toContain(orderNumber);
  });
});
