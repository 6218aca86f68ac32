import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { demoCatalogue } from "./demo-catalogue.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);

describe("GET /api/products", () => {
  it("answers the issue's shape: items with exactly their fields, total, page and pageSize", async () => {
    const res = await get("/api/products?category=batteries&sort=price_desc&pageSize=2");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.items.map((item: { sku: string }) => item.sku)).toEqual(["DEMO-BAT-13", "DEMO-BAT-10"]);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(
      [
        "id",
        "slug",
        "sku",
        "name",
        "brand",
        "category",
        "priceCents",
        "compareAtPriceCents",
        "stock",
        "specs",
        "imageUrl",
      ].sort(),
    );
    expect(res.body.items[0]).toMatchObject({ priceCents: 929_900, compareAtPriceCents: 989_900, stock: 5 });
  });

  it("lists the whole active catalogue by default, newest first, 24 a page", async () => {
    const res = await get("/api/products");
    expect(res.body).toMatchObject({ total: demoCatalogue.length, page: 1, pageSize: 24 });
  });

  it("searches with q and pages with page", async () => {
    const res = await get("/api/products?q=north%20ridge&sort=name&page=2&pageSize=1");
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((item: { sku: string }) => item.sku)).toEqual(["DEMO-PNL-430"]);
  });

  it.each([
    ["pageSize=101", "pageSize"],
    ["pageSize=0", "pageSize"],
    ["page=abc", "page"],
    ["sort=cheapest", "sort"],
    ["category=boats", "category"],
    ["page=1&page=2", "page"],
  ])("refuses %s with 400 naming the field", async (query, field) => {
    const res = await get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please correct the highlighted fields.");
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});

describe("GET /api/products/:slug", () => {
  it("answers the product with its descriptions", async () => {
    const res = await get("/api/products/lassen-11-4-kw-hybrid-inverter");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sku: "DEMO-INV-HYB11",
      category: "inverters",
      stock: 2,
      specs: { continuousKw: 11.4, phases: 1 },
      imageUrl: "/images/shop/inverters.svg",
    });
    expect(res.body.longDescription).toContain("Demo catalogue item");
  });

  it("answers 404 for an unknown slug or one that cannot be a slug", async () => {
    for (const slug of ["no-such-product", "Bad%20Slug", "%00", "a".repeat(300)]) {
      const res = await get(`/api/products/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Product not found" });
    }
  });
});
