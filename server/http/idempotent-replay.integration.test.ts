import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { raceTest } from "#tests/support/race-test.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { inventoryAdjustments } from "#app/areas/commerce/tables.server.ts";
import { seedProject } from "#tests/support/projects.ts";
import { products } from "#app/areas/commerce/index.server.ts";
import { idempotentRequests } from "#server/db/tables.ts";
import { apiRoutes } from "#server/composition/api-routes.ts";
import { KEY_REUSED } from "./idempotency-key.ts";
import type { ApiRequest } from "./api-route.ts";
import { idempotentRequestsRetentionJob, withIdempotentReplay } from "./idempotent-replay.ts";
import type { Response } from "express";

/** A staff create (a stock adjustment, one audit row each) stands for every route declared `creates`. */
let testApp: TestApp;
let adminCookie: string;
let adminId: string;
let otherAdminCookie: string;
let stockPath: string;
let productId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  adminId = (await createTestUser(testApp, { userType: "admin" })).id;
  adminCookie = await signedInCookie(testApp, adminId);
  otherAdminCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "admin" })).id);
  const created = await request(testApp.app).post("/api/admin/products").set("Cookie", adminCookie).send({
    sku: "REPLAY-1",
    slug: "replay-1",
    name: "Replay test panel",
    brand: "Testbrand",
    category: "solar_panels",
    shortDescription: "For tests.",
    longDescription: "For tests.",
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
  });
  expect(created.status).toBe(201);
  productId = created.body.id;
  stockPath = `/api/admin/products/${productId}/stock`;
});
afterAll(() => testApp.close());

const adjust = (key: string | null, body: object, cookie = adminCookie) => {
  const req = request(testApp.app).post(stockPath).set("Cookie", cookie);
  if (key) req.set("Idempotency-Key", key);
  return req.send(body);
};
const auditRows = () =>
  testApp.services.db.select().from(inventoryAdjustments).where(eq(inventoryAdjustments.productId, productId));

describe("Idempotency-Key on a signed-in caller's create", () => {
  it("answers a retry with the first answer and writes once; another caller's same key is their own", async () => {
    const before = (await auditRows()).length;
    const first = await adjust("replay-key-0000000001", { reason: "received", quantityChange: 2 });
    const retry = await adjust("replay-key-0000000001", { reason: "received", quantityChange: 2 });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await auditRows()).toHaveLength(before + 1);

    const other = await adjust("replay-key-0000000001", { reason: "received", quantityChange: 2 }, otherAdminCookie);
    expect(other.status).toBe(201);
    expect(other.body.stock).toBe(first.body.stock + 2);
    expect(await auditRows()).toHaveLength(before + 2);
  });

  it("refuses the same key with another body (422), naming the field", async () => {
    await adjust("replay-key-0000000002", { reason: "received", quantityChange: 1 }).expect(201);
    const reused = await adjust("replay-key-0000000002", { reason: "received", quantityChange: 3 });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ message: KEY_REUSED, errors: { idempotencyKey: KEY_REUSED } });
  });

  it("keeps no answer that failed: the key may be tried again", async () => {
    const refused = await adjust("replay-key-0000000003", { reason: "damaged", quantityChange: -100_000 });
    expect(refused.status).toBe(409);
    const rows = await testApp.services.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, "replay-key-0000000003"));
    expect(rows).toEqual([]);
    await adjust("replay-key-0000000003", { reason: "damaged", quantityChange: -1 }).expect(201);
  });

  it("writes as before without a key, and refuses a malformed one", async () => {
    await adjust(null, { reason: "received", quantityChange: 1 }).expect(201);
    const bad = await adjust("short", { reason: "received", quantityChange: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ idempotencyKey: "Invalid idempotency key" });
  });

  it("forgets keys older than a day", async () => {
    await adjust("replay-key-0000000004", { reason: "received", quantityChange: 1 }).expect(201);
    await testApp.services.db
      .update(idempotentRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotentRequests.key, "replay-key-0000000004"));
    await idempotentRequestsRetentionJob.run(testApp.services);
    const left = await testApp.services.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, "replay-key-0000000004"));
    expect(left).toEqual([]);
  });

  it("posts a client's message once, however often it is retried with its key", async () => {
    const admin = await createTestUser(testApp, { userType: "admin" });
    const client = await createTestUser(testApp, { emailVerified: true });
    const { projectId, clientCookie } = await seedProject(testApp, admin, client);
    const send = () =>
      request(testApp.app)
        .post(`/api/projects/${projectId}/messages`)
        .set("Cookie", clientCookie)
        .set("Idempotency-Key", "message-key-000000001")
        .send({ body: "Is the permit in yet?" });
    const [first, retry] = [await send(), await send()];
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    const thread = await request(testApp.app).get(`/api/projects/${projectId}/messages`).set("Cookie", clientCookie);
    expect(thread.body.items.filter((m: { body: string }) => m.body === "Is the permit in yet?")).toHaveLength(1);
  });
});

describe("a claim left by a request that never finished", () => {
  const body = { reason: "received", quantityChange: 1 };
  /** The row a request leaves when its process stops after claiming the key (a deploy, a crash). */
  const leaveClaim = (key: string, leasedUntil: Date | null) =>
    testApp.services.db.insert(idempotentRequests).values({
      userId: adminId,
      request: `POST ${stockPath}`,
      key,
      fingerprint: createHash("sha256").update(JSON.stringify(body)).digest("hex"),
      leasedUntil,
    });

  it("lapses a minute after its last renewal: a retry then runs, once", async () => {
    await leaveClaim("lapsed-claim-000000001", new Date(Date.now() - 1000));
    const before = (await auditRows()).length;
    const retry = await adjust("lapsed-claim-000000001", body);
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    const again = await adjust("lapsed-claim-000000001", body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await auditRows()).toHaveLength(before + 1);
  });

  it("lapses at once when it was left before claims had leases", async () => {
    await leaveClaim("lapsed-claim-000000002", null);
    expect((await adjust("lapsed-claim-000000002", body)).status).toBe(201);
  });

  it("holds while its lease runs: a retry is a 409, and another body is a 422", async () => {
    await leaveClaim("running-claim-00000001", new Date(Date.now() + 60 * 1000));
    const retry = await adjust("running-claim-00000001", body);
    expect(retry.status).toBe(409);
    expect(retry.body.errors).toEqual({ idempotencyKey: expect.stringContaining("still being processed") });
    expect((await adjust("running-claim-00000001", { ...body, quantityChange: 2 })).status).toBe(422);
  });

  it("is claimed with a lease of about a minute", async () => {
    await adjust("leased-claim-000000001", body).expect(201);
    const [row] = await testApp.services.db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, adminId), eq(idempotentRequests.key, "leased-claim-000000001")));
    const leaseMs = row!.leasedUntil!.getTime() - row!.createdAt.getTime();
    expect(leaseMs).toBeGreaterThan(55 * 1000);
    expect(leaseMs).toBeLessThan(65 * 1000);
  });
});

describe("a running request's lease", () => {
  /** The request withIdempotentReplay reads: the admin's create with this key and a fixed body. */
  const leaseRequest = (key: string) =>
    ({
      get: (header: string) => (header.toLowerCase() === "idempotency-key" ? key : undefined),
      is: () => false,
      body: { note: "lease" },
      user: { id: adminId },
      services: testApp.services,
      method: "POST",
      path: "/api/lease-test",
    }) as unknown as ApiRequest;
  const leaseResponse = () => {
    const res = {
      statusCode: 200,
      sent: undefined as unknown,
      status: (code: number) => ((res.statusCode = code), res),
      set: () => res,
      json: (body: unknown) => ((res.sent = body), res),
    };
    return res;
  };
  const claimOf = async (key: string) =>
    (await testApp.services.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key)))[0]!;

  it("is renewed every 20 s while the handler runs, so a retry after its minute is a 409, not a second run; renewing stops with the answer", async () => {
    // Only the renewal's interval is faked; the database's clock and every other timer run as usual.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const key = "renewed-claim-00000001";
      let runs = 0;
      let started!: () => void;
      let finish!: () => void;
      const isStarted = new Promise<void>((resolve) => (started = resolve));
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const res = leaseResponse();
      const first = withIdempotentReplay(leaseRequest(key), res as unknown as Response, async () => {
        runs++;
        started();
        await finished;
        res.status(201).json({ adjusted: true });
      });
      await isStarted;

      // The handler has run past its lease, as far as the database can tell: the claim would lapse now...
      await testApp.services.db
        .update(idempotentRequests)
        .set({ leasedUntil: new Date(Date.now() - 1000) })
        .where(eq(idempotentRequests.key, key));
      // ...but the renewal, due 20 s after the claim, holds it for another minute.
      await vi.advanceTimersByTimeAsync(20 * 1000);
      await vi.waitUntil(async () => (await claimOf(key)).leasedUntil!.getTime() > Date.now() + 55 * 1000);

      const retry = withIdempotentReplay(leaseRequest(key), leaseResponse() as unknown as Response, async () => {
        runs++;
      });
      await expect(retry).rejects.toMatchObject({ status: 409 });
      expect(runs).toBe(1);

      finish();
      await first;
      expect([res.statusCode, res.sent]).toEqual([201, { adjusted: true }]);
      expect((await claimOf(key)).status).toBe(201);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("two requests with one key at once", () => {
  raceTest("answers the second 409 while the first runs, and the first then completes", async () => {
    const { db } = testApp.services;
    let release!: () => void;
    let locked!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Holding the product's row keeps the first adjustment waiting inside its handler, its key claimed.
    const holder = db.transaction(async (tx) => {
      await tx.select().from(products).where(eq(products.id, productId)).for("update");
      locked();
      await released;
    });
    await isLocked;
    const body = { reason: "received", quantityChange: 1 };
    const first = adjust("in-flight-key-00000001", body).then((res) => res);
    const claimOf = () =>
      db.select().from(idempotentRequests).where(eq(idempotentRequests.key, "in-flight-key-00000001"));
    while ((await claimOf()).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    const second = await adjust("in-flight-key-00000001", body);
    expect(second.status).toBe(409);
    expect(second.body.errors).toEqual({ idempotencyKey: expect.stringContaining("still being processed") });

    release();
    await holder;
    expect((await first).status).toBe(201);
    const [kept] = await claimOf();
    expect(kept!.status).toBe(201);
  });
});

// A reviewed list, not the routes' own declarations: every create a signed-in caller makes without a key of its own.
describe("routes that replay on an Idempotency-Key", () => {
  it("are exactly the signed-in creates", () => {
    const declared = apiRoutes.filter((route) => route.creates).map((route) => `${route.method} ${route.path}`);
    expect(declared.sort()).toEqual(
      [
        "post /api/admin/booking-blocks",
        "post /api/admin/booking-closed-days",
        "post /api/admin/leads/:id/notes",
        "post /api/admin/leads/:id/project",
        "post /api/admin/leads/:id/tasks",
        "post /api/admin/outbox/:id/resend",
        "post /api/admin/products",
        "post /api/admin/products/:id/stock",
        "post /api/admin/projects",
        "post /api/admin/projects/:id/action-items",
        "post /api/admin/projects/:id/updates",
        "post /api/admin/staff",
        "post /api/crm/customers/:id/activities",
        "post /api/crm/import",
        "post /api/projects/:projectId/documents",
        "post /api/projects/:projectId/messages",
        "post /api/documents",
        "post /api/service/sites",
        "post /api/service/systems",
        "post /api/service/systems/:id/equipment",
        "post /api/service/tickets/:id/parts",
        "post /api/service/tickets/:id/visits",
        "post /api/service/visits/:id/notes",
        "post /api/service/tickets/:id/claims",
        "post /api/service/tickets",
        "post /api/service/tickets/:id/photos",
        "post /api/service/plans",
        "post /api/service/plans/:id/renew",
        "post /api/service/plan-visits/:id/book",
        "post /api/account/plan-purchases/:id/site",
        "post /api/service/shutoff-days",
      ].sort(),
    );
  });
});
