import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";
import { newClient, registerClient, signInAsAdmin, signInThroughForm } from "#tests/support/e2e-users.ts";

const header = (page: Page) => page.getByRole("banner");
const menuItems = (page: Page) => page.getByRole("menu").getByRole("menuitem");

test.describe("the desktop header's account entry", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("offers Sign in to a visitor on a prerendered page, and signing in there turns it into the account menu", async ({
    page,
    browser,
  }) => {
    const user = await registerClient((await browser.newContext()).request, newClient("Jordan"));
    await page.goto("/about");
    await expectHydrated(page);
    const signIn = header(page).getByRole("link", { name: "Sign in" });
    await expect(signIn).toHaveAttribute("href", "/auth");
    await signIn.click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughForm(page, user);
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(header(page).getByRole("button", { name: "Jordan" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Sign in" })).toHaveCount(0);
  });

  test("a client's menu has Dashboard and Sign out, and Sign out signs out", async ({ page }) => {
    await registerClient(page.request, newClient("Riley"));
    await page.goto("/");
    await expectHydrated(page);
    await header(page).getByRole("button", { name: "Riley" }).click();
    await expect(menuItems(page)).toHaveText(["Dashboard", "Sign out"]);
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/client-dashboard");
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  test("an administrator's menu also leads to the back office", async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto("/");
    await expectHydrated(page);
    await header(page).getByRole("button", { name: "Avery" }).click();
    await expect(menuItems(page)).toHaveText(["Dashboard", "Back office", "Sign out"]);
    await page.getByRole("menuitem", { name: "Back office" }).click();
    await expect(page).toHaveURL(/\/admin-crm$/);
  });
});

test.describe("the mobile menu's account entries", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const openMenu = async (page: Page) => {
    await expectHydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    return page.getByRole("navigation", { name: "Mobile" }).getByRole("list", { name: "Account" });
  };

  test("offer Sign in to a visitor", async ({ page }) => {
    await page.goto("/");
    const account = await openMenu(page);
    await expect(account.getByRole("link")).toHaveText(["Sign in"]);
    await expect(account.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
  });

  test("offer Dashboard and Sign out to a signed-in client", async ({ page }) => {
    await registerClient(page.request, newClient("Quinn"));
    await page.goto("/");
    const account = await openMenu(page);
    await expect(account.getByRole("link")).toHaveText(["Dashboard"]);
    await account.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });
});
