import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertTestProduct } from "#tests/support/orders.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { ORDER_RATE_LIMIT_MESSAGE } from "./api.server.ts";

const LIMIT = 2;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ ORDER_RATE_LIMIT_PER_HOUR: String(LIMIT) });
});
afterAll(() => testApp.close());

const postOrder = (sku: string, key: string, quantity = 1) =>
  request(testApp.app)
    .post("/api/orders")
    .set("Idempotency-Key", key)
    .send({
      items: [{ sku, quantity }],
      contact: { name: "Maria Lopez", email: "maria@example.com", phone: "(530) 555-0199" },
      delivery: { method: "pickup" },
      billingAddress: { line1: "1450 Court St", city: "Redding", state: "CA", postalCode: "96001" },
      paymentMethod: "invoice",
    });

it("ORDER_RATE_LIMIT_PER_HOUR counts new orders only and refuses the next with 429 and Retry-After, while a repeat still gets its order", async () => {
  const sku = await insertTestProduct(testApp.services.db, 10);
  const keys = Array.from({ length: LIMIT }, () => randomUUID());
  const placed = [];
  for (const key of keys) {
    placed.push(await postOrder(sku, key));
    // Neither a repeat nor the same key with another body counts: the next new order is still placed.
    expect((await postOrder(sku, key)).status).toBe(201);
    expect((await postOrder(sku, key, 2)).status).toBe(422);
  }
  expect(placed.map((res) => res.status)).toEqual(keys.map(() => 201));

  const over = await postOrder(sku, randomUUID());
  expect(over.status).toBe(429);
  expect(over.body).toEqual({ message: ORDER_RATE_LIMIT_MESSAGE });
  const retryAfter = Number(over.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);

  // "Place order" retried at the limit (the answer was lost): the same order, not a 429.
  const repeat = await postOrder(sku, keys.at(-1)!);
  expect(repeat.status).toBe(201);
  expect(repeat.body).toEqual(placed.at(-1)!.body);
});
