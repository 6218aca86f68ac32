import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";

let testApp: TestApp;
let cookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  cookie = await signedInCookie(testApp, (await createTestUser(testApp)).id);
});
afterAll(() => testApp.close());

const quote = (body: object) => request(testApp.app).post("/api/cart/quote").send(body);

describe("POST /api/cart/quote", () => {
  it("prices the cart from the server's products: lines, subtotal, tax, shipping and total", async () => {
    const res = await quote({
      items: [
        { sku: "DEMO-PNL-400", quantity: 2, priceCents: 1 },
        { sku: "DEMO-PLAN-ANNUAL", quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((line: { sku: string; lineTotalCents: number }) => line.lineTotalCents)).toEqual([
      53_800, 19_900,
    ]);
    expect(res.body).toMatchObject({
      subtotalCents: 73_700,
      taxCents: 3_901,
      shippingCents: 12_500,
      totalCents: 73_700 + 3_901 + 12_500,
    });
  });

  it("caps quantities by stock and reports products no longer sold", async () => {
    await testApp.services.db.update(products).set({ active: false }).where(eq(products.sku, "DEMO-MON-CT"));
    const res = await quote({
      items: [
        { sku: "DEMO-INV-HYB11", quantity: 5 },
        { sku: "DEMO-MON-CT", quantity: 1 },
        { sku: "NO-SUCH-SKU", quantity: 1 },
      ],
      deliveryMethod: "pickup",
    });
    expect(res.status).toBe(200);
    expect(
      res.body.lines.map((line: { sku: string; quantity: number; problem: string }) => [
        line.sku,
        line.quantity,
        line.problem,
      ]),
    ).toEqual([
      ["DEMO-INV-HYB11", 2, "only 2 left"],
      ["DEMO-MON-CT", 0, "no longer sold"],
      ["NO-SUCH-SKU", 0, "no longer sold"],
    ]);
    expect(res.body).toMatchObject({ subtotalCents: 859_800, shippingCents: 0 });
  });

  it("refuses a bad body with 400 naming the fields", async () => {
    const res = await quote({ items: [{ sku: "", quantity: 0 }], deliveryMethod: "drone" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["deliveryMethod", "items.0.quantity", "items.0.sku"]);
    expect((await quote({ items: "nope" })).status).toBe(400);
  });
});

describe("the server cart", () => {
  const send = (method: "put" | "post", path: string, items: object[]) =>
    request(testApp.app)[method](path).set("Cookie", cookie).send({ items });

  it("is refused without a session", async () => {
    expect((await request(testApp.app).get("/api/cart")).status).toBe(401);
  });

  it("keeps what was put, and merges a browser's cart at sign-in by the larger quantity, repeatably", async () => {
    expect((await request(testApp.app).get("/api/cart").set("Cookie", cookie)).body).toEqual({ items: [] });
    await send("put", "/api/cart", [
      { sku: "DEMO-PNL-400", quantity: 2 },
      { sku: "DEMO-BAT-10", quantity: 1 },
    ]);
    const browser = [
      { sku: "DEMO-PNL-400", quantity: 1 },
      { sku: "DEMO-MON-GATEWAY", quantity: 3 },
    ];
    const merged = [
      { sku: "DEMO-PNL-400", quantity: 2 },
      { sku: "DEMO-BAT-10", quantity: 1 },
      { sku: "DEMO-MON-GATEWAY", quantity: 3 },
    ];
    expect((await send("post", "/api/cart/merge", browser)).body).toEqual({ items: merged });
    expect((await send("post", "/api/cart/merge", browser)).body).toEqual({ items: merged });
    expect((await request(testApp.app).get("/api/cart").set("Cookie", cookie)).body).toEqual({ items: merged });
  });

  it("refuses more lines than a cart holds", async () => {
    const items = Array.from({ length: 51 }, (_, index) => ({ sku: `SKU-${index}`, quantity: 1 }));
    const res = await send("put", "/api/cart", items);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("items");
  });
});
