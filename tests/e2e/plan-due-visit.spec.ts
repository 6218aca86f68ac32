import { randomBytes } from "node:crypto";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { newStaffMember, signInThroughApi } from "#tests/support/e2e-users.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

// The booking's rules (one booking per visit, the crew calendar single-booked, cancel and complete):
// app/areas/delivery/maintenance-plans/plan-booking.integration.test.ts.

test("an office user books a due plan visit into the crew calendar and it leaves the due list", async ({
  page,
  playwright,
  adminStorageState,
}) => {
  test.setTimeout(120_000);
  const id = randomBytes(4).toString("hex");

  // A customer (their enquiry made them one), an office member and a technician.
  const visitor = await playwright.request.newContext();
  const lead = await visitor.post("/api/solar-form", {
    data: {
      customerName: `Marta Quill ${id}`,
      email: `marta.${id}@example.com`,
      phone: "(530) 555-0177",
      address: "9 Keswick Dam Rd, Redding, CA 96003",
      propertyType: "Residential",
      serviceNeeded: "Consultation",
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const admin = await playwright.request.newContext({ storageState: adminStorageState });
  const office = await newStaffMember(admin, "office", "Olive");
  const technicianId = (await newStaffMember(admin, "technician", "Tomas")).id;
  await admin.dispose();
  await visitor.dispose();
  await signInThroughApi(page.request, office);

  // The office sells the customer's site an annual check-up: its visit is in the due list.
  const customers = await page.request.get(`/api/crm/customers?q=${id}`);
  const [customer] = ((await customers.json()) as { items: { id: string }[] }).items;
  const site = await page.request.post("/api/service/sites", {
    data: {
      customerId: customer!.id,
      address: { line1: `${id} Keswick Dam Rd`, city: "Redding", state: "CA", postalCode: "96003" },
    },
  });
  expect(site.status(), await site.text()).toBe(201);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
  const plan = await page.request.post("/api/service/plans", {
    data: { siteId: ((await site.json()) as { id: string }).id, templateId: "annual-check-up", startsOn: today },
  });
  expect(plan.status(), await plan.text()).toBe(201);

  await page.goto(`/enterprise-carm/plans/due?search=${id}`);
  await expectHydrated(page);
  const row = page.getByRole("row").filter({ hasText: `Marta Quill ${id}` });
  await expect(row).toContainText("Annual inspection and panel cleaning (Annual solar check-up)");

  // Booked from its row: a Pacific date and start time, with the technician.
  await row.locator("summary", { hasText: "Book" }).click();
  await row.getByLabel("Date").fill(bookableWeekday(37));
  await row.getByLabel("Start time (Pacific)").fill("18:35");
  await row.getByLabel("Technician").selectOption(technicianId);
  await row.getByRole("button", { name: /^Book the visit/ }).click();

  await expect(page.getByText("Visit booked into the crew calendar", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Marta Quill ${id}` })).toHaveCount(0);
  await expect(page.getByText("No plan visit is due for these filters.")).toBeVisible();
});
