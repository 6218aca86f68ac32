import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestProduct, placeTestOrder } from "#tests/support/orders.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { orderEvents, orders } from "./tables.server.ts";

// Two staff at once need two connections: PGlite has one, so this runs on PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)("two staff changing one order's status at once (PostgreSQL)", () => {
  let testApp: TestApp;
  let staff: [string, string];
  beforeAll(async () => {
    testApp = await createTestApp({ ORDER_RATE_LIMIT_PER_HOUR: "1000" });
    await insertTestProduct(testApp.services.db, 1000);
    const [first, second] = [
      await createTestUser(testApp, { userType: "admin" }),
      await createTestUser(testApp, { userType: "admin" }),
    ];
    staff = [await signedInCookie(testApp, first.id), await signedInCookie(testApp, second.id)];
  });
  afterAll(() => testApp.close());

  const setStatus = (cookie: string, orderId: string, status: string) =>
    request(testApp.app).post(`/api/admin/orders/${orderId}/status`).set("Cookie", cookie).send({ status });

  it("paid and cancelled at once: every accepted move is logged in order, from the status the previous one left", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { orderNumber } = await placeTestOrder(testApp);
      const [order] = await testApp.services.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      const answers = await Promise.all([
        setStatus(staff[0], order!.id, "paid"),
        setStatus(staff[1], order!.id, "cancelled"),
      ]);
      // Paid then cancelled is a valid path (both 200); cancelled then paid is not (a 409).
      const accepted = answers.filter((res) => res.status === 200).map((res) => res.body.status as string);
      expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true);
      expect(accepted.length).toBeGreaterThan(0);
      const moves = await testApp.services.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
      // Compared as a set: a move's `at` is its transaction's start, so two racing moves may log out of time order.
      const chain = moves.map((move) => [move.fromStatus, move.toStatus]).sort();
      const expected = accepted.length === 2 ? ["paid", "cancelled"] : accepted;
      const statuses = ["awaiting_payment", ...expected];
      expect(chain).toEqual(statuses.map((to, index) => [index === 0 ? null : statuses[index - 1], to]).sort());
      const [after] = await testApp.services.db.select().from(orders).where(eq(orders.id, order!.id));
      expect(after!.status).toBe(expected.at(-1));
    }
  });

  it("two staff marking it paid at once move it once", async () => {
    const { orderNumber } = await placeTestOrder(testApp);
    const [order] = await testApp.services.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const answers = await Promise.all(staff.map((cookie) => setStatus(cookie, order!.id, "paid")));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const moves = await testApp.services.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(moves.filter((move) => move.toStatus === "paid")).toHaveLength(1);
  });
});
