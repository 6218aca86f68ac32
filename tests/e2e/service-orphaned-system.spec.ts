import { randomBytes } from "node:crypto";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { newStaffMember, signInThroughApi } from "#tests/support/e2e-users.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

// The records' rules (computed end dates, scopes, CSV): service-records.integration.test.ts.

test("the office records an orphaned system at intake; its warranties end on computed dates and it is found by make and model", async ({
  page,
  playwright,
  adminStorageState,
}) => {
  test.setTimeout(120_000);
  const id = randomBytes(4).toString("hex");
  const model = `NeON-${id}`;

  // A customer who called about a system another installer left: their lead made them a customer.
  const visitor = await playwright.request.newContext();
  const lead = await visitor.post("/api/solar-form", {
    data: {
      customerName: `Rosa Ortega ${id}`,
      email: `rosa.${id}@example.com`,
      phone: "(530) 555-0142",
      address: "48 Quartz Hill Rd, Redding, CA 96003",
      propertyType: "Residential",
      serviceNeeded: "Consultation",
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await visitor.dispose();
  // An office member: an account an admin gave the office's role.
  const admin = await playwright.request.newContext({ storageState: adminStorageState });
  const office = await newStaffMember(admin, "office", "Olive");
  await admin.dispose();
  await signInThroughApi(page.request, office);

  // The customer's site, added from their CRM page.
  const customers = await page.request.get(`/api/crm/customers?q=${id}`);
  const [customer] = ((await customers.json()) as { items: { id: string }[] }).items;
  await page.goto(`/platform/crm/customers/${customer!.id}`);
  await expectHydrated(page);
  const sites = page.getByRole("region", { name: "Sites and systems" });
  await sites.getByText("Add a site").click();
  await sites.getByLabel("Street address").fill("48 Quartz Hill Rd");
  await sites.getByLabel("City").fill("Redding");
  await sites.getByLabel("ZIP code").fill("96003");
  await sites.getByRole("button", { name: "Add site" }).click();
  await expect(page.getByRole("heading", { name: "Site: 48 Quartz Hill Rd", level: 1 })).toBeVisible();
  await expectHydrated(page);

  // At intake: the system another installer put in, with its panels and inverter.
  const record = page.getByRole("region", { name: "Record a system" });
  await expect(record.getByLabel("Installed by")).toHaveValue("other");
  await record.getByLabel("Install date").fill("2019-05-14");
  await record.getByLabel("Size, kW DC").fill("6.4");
  await record.getByLabel("Make").fill("LG");
  await record.getByLabel("Model").fill(model);
  await record.getByLabel("Serial number").fill(`LG-${id}`);
  await record.getByRole("button", { name: "Add an item" }).click();
  await record.getByLabel("Equipment").nth(1).selectOption("inverter");
  await record.getByLabel("Make").nth(1).fill("SolarEdge");
  await record.getByLabel("Model").nth(1).fill("SE7600H-US");
  await record.getByRole("button", { name: "Record system" }).click();

  // Its page: orphaned, and each warranty's end computed from the install date (none of our labour on it).
  await expect(page).toHaveURL(/\/enterprise-carm\/systems\//);
  const panels = page.getByRole("row").filter({ hasText: model });
  await expect(panels).toContainText("Until May 14, 2044");
  await expect(panels).toContainText("None");
  await expect(page.getByRole("row").filter({ hasText: "SE7600H-US" })).toContainText("Until May 14, 2031");
  await expect(page.getByText("Another installer").first()).toBeVisible();

  // Systems by make and model: the recall search finds it at the customer's site.
  await page.goto(`/enterprise-carm/equipment?search=${encodeURIComponent(`LG ${model}`)}`);
  const row = page.getByRole("row").filter({ hasText: model });
  await expect(row).toContainText("48 Quartz Hill Rd, Redding");
  await expect(row).toContainText(`Rosa Ortega ${id}`);
  await expect(page.getByRole("status").filter({ hasText: "item at" })).toContainText("1 item at 1 site");
});
