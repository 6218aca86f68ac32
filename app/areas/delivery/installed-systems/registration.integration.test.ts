import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products } from "#app/areas/commerce/tables.server.ts";
import { projects } from "#app/areas/delivery/portal/tables.server.ts";
import { insertTestProduct } from "#tests/support/orders.ts";
import { seedProject } from "#tests/support/projects.ts";
import { raceTest } from "#tests/support/race-test.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { equipmentItems, installedSystems, sites } from "./tables.server.ts";

/**
 * Issue 28 §2: completing an installation project registers its system and equipment at its customer's site, from
 * what the project and its order hold, dated the completion date, once even when completed twice at once.
 */
let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000", ORDER_RATE_LIMIT_PER_HOUR: "1000" });
  admin = await createTestUser(testApp, { userType: "admin" });
}, 60_000);
afterAll(() => testApp.close());

/** An installation project for a new client, and its final stage. */
async function installationProject() {
  const client = await createTestUser(testApp, { emailVerified: true });
  const project = await seedProject(testApp, admin, client);
  const detail = await request(testApp.app)
    .get(`/api/projects/${project.projectId}`)
    .set("Cookie", project.adminCookie);
  const finalStage = detail.body.stages.at(-1) as { id: string; name: string };
  expect(finalStage.name).toBe("Monitoring active");
  return { ...project, finalStageId: finalStage.id };
}

const complete = (project: { adminCookie: string; finalStageId: string }, completedOn = "2026-11-20") =>
  request(testApp.app)
    .post(`/api/admin/project-stages/${project.finalStageId}/change`)
    .set("Cookie", project.adminCookie)
    .send({ state: "done", completedOn });

const systemsOf = (projectId: string) =>
  testApp.services.db.select().from(installedSystems).where(eq(installedSystems.projectId, projectId));

describe("completing an installation project", () => {
  it("registers its order's equipment at the order's installation address, dated the completion date, once", async () => {
    const project = await installationProject();
    const sku = await insertTestProduct(testApp.services.db, 10);
    // The client orders with installation: the order opens a lead, which the project came from.
    const ordered = await request(testApp.app)
      .post("/api/orders")
      .set("Cookie", project.clientCookie)
      .set("Idempotency-Key", randomUUID())
      .send({
        items: [{ sku, quantity: 2 }],
        contact: { name: "Test Buyer", email: "installer.buyer@example.com", phone: "(530) 555-0111" },
        delivery: {
          method: "install",
          address: { line1: "7 Install Way", city: "Anderson", state: "CA", postalCode: "96007" },
        },
        paymentMethod: "invoice",
      });
    expect(ordered.status).toBe(201);
    const [order] = await testApp.services.db
      .select({ leadId: orders.leadId })
      .from(orders)
      .where(eq(orders.orderNumber, ordered.body.orderNumber));
    expect(order!.leadId).not.toBeNull();
    await testApp.services.db.update(projects).set({ leadId: order!.leadId }).where(eq(projects.id, project.projectId));

    expect((await complete(project)).status).toBe(200);
    expect((await complete(project, "2026-11-21")).status).toBe(200);

    const systems = await systemsOf(project.projectId);
    expect(systems).toHaveLength(1);
    expect(systems[0]).toMatchObject({ installedOn: "2026-11-20", installer: "us", kind: "solar" });
    const [site] = await testApp.services.db.select().from(sites).where(eq(sites.id, systems[0]!.siteId));
    expect(site).toMatchObject({ line1: "7 Install Way", city: "Anderson", postalCode: "96007" });
    const [product] = await testApp.services.db.select().from(products).where(eq(products.sku, sku));
    const equipment = await testApp.services.db
      .select()
      .from(equipmentItems)
      .where(eq(equipmentItems.systemId, systems[0]!.id));
    // The product's own 5 years on the product, our 10-year workmanship on the labour.
    expect(equipment).toEqual([
      expect.objectContaining({
        category: "monitoring",
        make: "Testbrand",
        model: product!.name,
        quantity: 2,
        productWarrantyYears: 5,
        labourWarrantyYears: 10,
      }),
    ]);
  });

  it("registers a project without an order at the site its address names, and nothing for an earlier stage", async () => {
    const project = await installationProject();
    const detail = await request(testApp.app)
      .get(`/api/projects/${project.projectId}`)
      .set("Cookie", project.adminCookie);
    const firstStage = detail.body.stages[0] as { id: string };
    const early = await request(testApp.app)
      .post(`/api/admin/project-stages/${firstStage.id}/change`)
      .set("Cookie", project.adminCookie)
      .send({ state: "done", completedOn: "2026-10-01" });
    expect(early.status).toBe(200);
    expect(await systemsOf(project.projectId)).toHaveLength(0);

    expect((await complete(project)).status).toBe(200);
    const systems = await systemsOf(project.projectId);
    expect(systems).toHaveLength(1);
    const [site] = await testApp.services.db.select().from(sites).where(eq(sites.id, systems[0]!.siteId));
    expect(site!.line1).toBe("1 Main St, Redding");
  });

  raceTest("completed twice at once, it registers one system at one site", async () => {
    for (let round = 0; round < 3; round += 1) {
      const project = await installationProject();
      const answers = await Promise.all([complete(project), complete(project)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const systems = await systemsOf(project.projectId);
      expect(systems).toHaveLength(1);
      const [site] = await testApp.services.db.select().from(sites).where(eq(sites.id, systems[0]!.siteId));
      const siteRows = await testApp.services.db.select().from(sites).where(eq(sites.customerId, site!.customerId));
      expect(siteRows).toHaveLength(1);
    }
  });
});
