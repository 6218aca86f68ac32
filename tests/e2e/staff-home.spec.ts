import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { newStaffMember, signInThroughApi } from "#tests/support/e2e-users.ts";

/** A home card: its link, named by its label and then its count ("New leads 4"). */
const card = (page: Page, label: string) => page.getByRole("link", { name: new RegExp(`^${label} \\d+$`) });

/** The count a home card shows. */
async function cardCount(page: Page, label: string): Promise<number> {
  return Number(((await card(page, label).textContent()) ?? "").replace(label, ""));
}

/** What the list under its table says it holds: "Showing 1–25 of 31 leads", or "No leads". */
function listSays(total: number, noun: { one: string; many: string }): string | RegExp {
  if (total === 0) return `No ${noun.many}`;
  return new RegExp(`of ${total} ${total === 1 ? noun.one : noun.many}`);
}

test("the office's home counts what the lists it links to show", async ({ page, playwright, adminStorageState }) => {
  // A new lead from the website, so the inbox's count is not only what other journeys left.
  const visitor = await playwright.request.newContext();
  const sent = await visitor.post("/api/solar-form", {
    data: {
      customerName: "Hollis Greer",
      email: `hollis-${Date.now()}@example.com`,
      phone: "(530) 555-0142",
      address: "91 Lake Blvd, Redding, CA 96003",
      propertyType: "Residential",
      serviceNeeded: "Consultation",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();

  const admin = await playwright.request.newContext({ storageState: adminStorageState });
  const office = await newStaffMember(admin, "office", "Odette");
  await admin.dispose();
  await signInThroughApi(page.request, office);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  for (const group of ["Sales", "Projects and service", "Store"]) {
    await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  const newLeads = await cardCount(page, "New leads");
  expect(newLeads).toBeGreaterThan(0);
  await card(page, "New leads").click();
  await expect(page).toHaveURL(/\/admin-crm\?status=new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByText(listSays(newLeads, { one: "lead", many: "leads" }))).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Today" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  const lowStock = await cardCount(page, "Products low on stock");
  await card(page, "Products low on stock").click();
  await expect(page).toHaveURL(/\/platform\/inventory\?state=low$/);
  await expect(page.getByText(listSays(lowStock, { one: "product", many: "products" }))).toBeVisible();
});

test("a technician's home is their day", async ({ page, playwright, adminStorageState }) => {
  const admin = await playwright.request.newContext({ storageState: adminStorageState });
  const technician = await newStaffMember(admin, "technician", "Tamsin");
  await admin.dispose();
  await signInThroughApi(page.request, technician);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/enterprise-carm\/my-day$/);
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
});
