import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { e2eAdmin } from "#tests/support/e2e-env.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { registerClient, signInAsAdmin } from "#tests/support/e2e-users.ts";

const staffAreas = [
  "Leads",
  "Pipeline board",
  "Customers",
  "My tasks",
  "Referrals",
  "Analytics",
  "Projects",
  "Appointments",
  "My day",
  "Service accounts",
  "Service tickets",
  "Warranties ending",
  "Claims due",
  "Plan visits due",
  "Documents",
  "Inventory",
  "Orders",
  "Subscribers",
  "Mail outbox",
  "User accounts",
  "Staff",
  "Audit trail",
  "Settings",
  "Error reports",
  "Web vitals",
];

test.describe("the staff shell", () => {
  test("wraps staff pages instead of the public header and footer, marks the current area and leads on", async ({
    page,
    adminStorageState,
  }) => {
    await page.context().addCookies(adminStorageState.cookies);
    await page.goto("/admin-crm/subscribers");
    const areas = page.getByRole("navigation", { name: "Staff areas" });
    await expect(areas.getByRole("link")).toHaveText(staffAreas);
    await expect(areas.getByRole("link", { name: "Subscribers" })).toHaveAttribute("aria-current", "page");
    await expect(areas.locator("[aria-current]")).toHaveCount(1);
    await expect(page.getByRole("banner")).toContainText(`Signed in as ${e2eAdmin.firstName} ${e2eAdmin.lastName}`);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /quote/i })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A lead's page belongs to Leads; the accounts list (/admin/users) and the telemetry views are areas of their own.
    await areas.getByRole("link", { name: "User accounts" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(areas.getByRole("link", { name: "User accounts" })).toHaveAttribute("aria-current", "page");
    // "Today" leads to the staff home, which is no area of the menu.
    await page.getByRole("banner").getByRole("link", { name: "Today" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await expect(areas.locator("[aria-current]")).toHaveCount(0);
    await areas.getByRole("link", { name: "Error reports" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Error reports" })).toBeVisible();
    await expect(areas.getByRole("link", { name: "Error reports" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("banner").getByRole("link", { name: "Public site" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("signs out from any staff page", async ({ page }) => {
    // A session of its own: signing out the worker's shared one would sign out the other tests.
    await signInAsAdmin(page.request);
    await page.goto("/admin-crm/outbox");
    await expectHydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  test("a lead that does not exist is the 404 page inside the staff shell", async ({ page, adminStorageState }) => {
    await page.context().addCookies(adminStorageState.cookies);
    const response = await page.goto("/admin-crm/leads/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Staff areas" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leads", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("a client turned away from a staff page sees Access Denied in the public frame, no staff areas", async ({
    page,
  }) => {
    await registerClient(page.request);
    const response = await page.goto("/admin-crm");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff areas" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
