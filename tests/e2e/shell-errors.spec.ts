import { expect, test } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";

test("an unknown path answers 404 with the not-found card inside the site's header and footer", async ({ page }) => {
  const response = await page.goto("/definitely/not/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
});

test("a slow navigation shows the page's loading message", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  // Before hydration the link is a plain one: the browser would load the next page itself, with no pending state.
  await expectHydrated(page);
  // The page's code is fetched on the first visit; holding it back keeps the navigation pending.
  await page.route("**/assets/shop-products-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading Products..." })).toBeVisible();
  await expect(page).toHaveURL("/shop/products");
  await expect(page.getByText("Loading Products...")).toHaveCount(0);
});
