import { expect, test, type Page } from "@playwright/test";
import { clickUntilVisible } from "#tests/support/click-until-visible.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { registerClient } from "#tests/support/e2e-users.ts";

/**
 * What a browser shows when the server's page access check turns a client-side navigation away. Every page's
 * answers, document and `.data`, are held to a reviewed list in server/http/page-access.integration.test.ts; the
 * document Access Denied screen and the staff sign-in redirect are walked in auth.spec.ts.
 */

test.use({ viewport: { width: 390, height: 844 } });

const menu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
const openMenu = (page: Page) => clickUntilVisible(page.getByRole("button", { name: "Menu" }), menu(page));

/** Follows a link of the mobile menu's Access Portals group as a client-side navigation (a `.data` request). */
async function openPortal(page: Page, name: string, dataPath: string) {
  await page.goto("/");
  await expectHydrated(page);
  await openMenu(page);
  await menu(page).getByRole("button", { name: "Access Portals" }).click();
  const dataResponse = page.waitForResponse((response) => new URL(response.url()).pathname === dataPath);
  await menu(page).getByRole("link", { name }).click();
  return dataResponse;
}

test("a client following a link to an admin page meets Access Denied, signed in still", async ({ page }) => {
  await registerClient(page.request);
  const response = await openPortal(page, "Admin Dashboard", "/admin-dashboard.data");
  expect(response.status()).toBe(403);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  // The shell around the screen still knows who is signed in.
  await openMenu(page);
  await expect(
    menu(page).getByRole("list", { name: "Account" }).getByRole("button", { name: "Sign out" }),
  ).toBeVisible();
});

test("a signed-out visitor following a link to the dashboard is sent to sign in, with the way back", async ({
  page,
}) => {
  const response = await openPortal(page, "Client Dashboard", "/client-dashboard.data");
  expect(response.status()).toBe(202);
  // Waiting as long as a navigation may: the sign-in page's code loads on demand, slowly on a busy machine.
  await page.waitForURL(/\/auth\?redirectTo=%2Fclient-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
});
