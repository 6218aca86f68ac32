import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";
import { newClient, registerClient, signInThroughForm } from "#tests/support/e2e-users.ts";

const header = (page: Page) => page.getByRole("banner");
const menuItems = (page: Page) => page.getByRole("menu").getByRole("menuitem");

// Which entries the desktop and mobile account menus offer to a visitor, a client and an administrator:
// shell/account-menu.dom.test.tsx and shell/mobile-menu.dom.test.tsx.
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
});
