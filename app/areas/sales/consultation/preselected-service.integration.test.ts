import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedMails } from "#tests/support/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { services } from "#app/content/index.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { requestServiceHref } from "#app/areas/site/index.ts";
import { preselectedService } from "./preselected-service.ts";

const SALES = "sales@shasta-solar.test";
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SALES_EMAIL: SALES, FORM_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

describe("the Battery Storage page's request", () => {
  it("opens the form on Battery Storage, and the request it sends is filed as Battery Storage", async () => {
    const page = services.find((service) => service.slug === "battery-storage")!;
    const link = new URL(requestServiceHref(page), "http://localhost");
    const preselected = preselectedService(link.searchParams.get("service"));
    expect(preselected).toBe("Battery Storage");

    const sent = await request(testApp.app)
      .post("/api/solar-form")
      .set("User-Agent", "integration-test")
      .send({
        source: "service_request_form",
        customerName: "Wes Harlan",
        email: "wes@example.com",
        phone: "(530) 555-0144",
        address: "88 Oasis Rd, Redding, CA 96003",
        propertyType: "Residential",
        serviceNeeded: preselected,
        website: "",
        startedAt: Date.now() - 10_000,
        pageUrl: `http://localhost${link.pathname}${link.search}`,
      });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [lead] = await testApp.services.db
      .select({ serviceNeeded: leads.serviceNeeded })
      .from(leads)
      .where(eq(leads.id, sent.body.id));
    expect(lead).toEqual({ serviceNeeded: "Battery Storage" });
    const [staff] = await queuedMails(testApp, "lead_staff", SALES);
    expect(staff!.subject).toBe(`New service request ${sent.body.reference}: Battery Storage for Wes Harlan`);
  });
});
