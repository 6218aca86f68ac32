import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";
import { newClient, registerClient, signInThroughApi, signInThroughForm } from "#tests/support/e2e-users.ts";

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, / });

test.use({ viewport: { width: 1280, height: 900 } });

test("browse and filter the catalogue, then open a product with its specs and structured data", async ({ page }) => {
  await page.goto("/shop/products");
  await expect(page.getByRole("heading", { level: 1, name: "Solar Products" })).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"@type":"Product"') && text.includes('"@type":"Offer"'))).toBe(true);

  await page.getByLabel("Category").selectOption("batteries");
  await page.getByLabel("Sort by").selectOption("price_asc");
  await page.getByRole("button", { name: "Show products" }).click();
  await expect(page).toHaveURL(/category=batteries/);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("Trinity 5 kWh modular battery");
  await expect(cards.first()).toContainText("Out of stock — order for installation");
  await expect(cards.nth(1)).toContainText("In stock");
  await expect(cards.nth(2)).toContainText("Only 5 left");
  await expect(page.getByText("Showing 1–3 of 3 products in batteries.")).toBeVisible();

  await page.getByLabel("Search").fill("lassen");
  await page.getByLabel("Category").selectOption("");
  await page.getByRole("button", { name: "Show products" }).click();
  await expect(cards).toHaveCount(2);

  await page.getByRole("link", { name: "Lassen 11.4 kW hybrid inverter" }).click();
  await expect(page).toHaveURL(/\/shop\/products\/lassen-11-4-kw-hybrid-inverter$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lassen 11.4 kW hybrid inverter" })).toBeVisible();
  await expect(page.getByText("Only 2 left")).toBeVisible();
  await expect(page.getByRole("row", { name: /Continuous output 11.4 kW/ })).toBeVisible();
  await expect(page.getByText("Demo product")).toBeVisible();
});

test("the store front: a tile per category with its count, featured products, canonical to the catalogue", async ({
  page,
}) => {
  await page.goto("/commerce");
  const tiles = page.getByRole("region", { name: "Shop by category" }).getByRole("link");
  await expect(tiles).toHaveCount(7);
  await expect(tiles.filter({ hasText: /^Solar panels \(\d+\)$/ })).toHaveAttribute(
    "href",
    "/shop/products?category=solar_panels",
  );
  await expect(page.getByRole("region", { name: "Featured products" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop\/products$/);
});

test("an unknown product is the 404 page", async ({ page }) => {
  const response = await page.goto("/shop/products/no-such-product");
  expect(response?.status()).toBe(404);
});

test("compare three panels, a fourth is refused, and add to cart from the comparison", async ({ page }) => {
  await page.goto("/comparison?category=solar_panels");
  await expectHydrated(page);
  for (const name of [
    "North Ridge 400 W mono panel",
    "North Ridge 430 W all-black panel",
    "Cascade 370 W value panel",
  ]) {
    await page.getByRole("link", { name: `Compare ${name}` }).click();
    await expect(page.getByRole("columnheader", { name: new RegExp(name) })).toBeVisible();
  }
  await expect(page).toHaveURL(/skus=DEMO-PNL-400,DEMO-PNL-430,DEMO-PNL-370$/);
  const table = page.getByTestId("comparison-table");
  await expect(
    table
      .getByRole("row", { name: /Module efficiency/ })
      .locator("td")
      .nth(1),
  ).toContainText("(better)");
  await expect(
    table
      .getByRole("row", { name: /Price per watt/ })
      .locator("td")
      .nth(2),
  ).toContainText("(better)");

  await page.getByRole("link", { name: "Compare Cascade 450 W bifacial panel" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "You can compare up to 3 products at a time. Remove one to add another.",
  );
  await expect(table.getByRole("columnheader")).toHaveCount(4);

  await page.getByRole("button", { name: "Not sure? Ask us" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("form", { name: "Add Cascade 370 W value panel to cart" }).getByRole("button").click();
  await expect(page.getByText("Added to your cart (1 in cart).")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
});

test("the comparison table is rendered on the server from the URL, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/comparison?skus=DEMO-BAT-10,DEMO-BAT-13");
  await expect(page.getByTestId("comparison-table").getByRole("row", { name: /Price per kWh/ })).toContainText(
    "(better)",
  );
  await context.close();
});

test("Add to cart sent before the page's code runs still puts the product in the cart", async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const before = await noScript.newPage();
  await before.goto("/shop/products/north-ridge-400-w-mono-panel");
  await before.getByLabel("Quantity").fill("3");
  await before.getByRole("button", { name: "Add to cart" }).click();
  await expect(before).toHaveURL(/\/shop\/cart\?add=DEMO-PNL-400&quantity=3$/);
  const sent = before.url();
  await noScript.close();

  // Once the cart page's code runs, it adds the product and drops the request from the address.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(sent);
  await expect(page.getByTestId("cart-line")).toContainText("North Ridge 400 W mono panel");
  await expect(page.getByLabel("Quantity")).toHaveValue("3");
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.reload();
  await expect(page.getByLabel("Quantity")).toHaveValue("3");
  await context.close();
});

test("the cart prices from the server, caps quantities by stock, and survives sign-in", async ({ page, browser }) => {
  const client = await registerClient((await browser.newContext()).request, newClient("Morgan"));
  await page.goto("/shop/products/lassen-11-4-kw-hybrid-inverter");
  await expectHydrated(page);
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-subtotal")).toHaveText("$8,598.00");
  await page.getByLabel("Quantity").fill("5");
  await page.getByLabel("Quantity").press("Enter");
  await expect(page.getByText("Only 2 left: the quantity was reduced to 2.")).toBeVisible();
  await expect(page.getByTestId("cart-subtotal")).toHaveText("$8,598.00");
  await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveAttribute("href", "/shop/checkout");

  await page.goto("/auth");
  await signInThroughForm(page, client);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

  // Another browser, signed in as the same client, finds the cart on the server once the sign-in's merge has landed.
  await expect
    .poll(async () => ((await (await page.request.get("/api/cart")).json()) as { items: unknown[] }).items.length)
    .toBe(1);
  const other = await browser.newContext();
  await signInThroughApi(other.request, client);
  const otherPage = await other.newPage();
  await otherPage.goto("/shop/cart");
  await expect(otherPage.getByTestId("cart-line")).toContainText("Lassen 11.4 kW hybrid inverter");
  await expect(cartLink(otherPage)).toHaveAccessibleName("Cart, 2 items");
  await other.close();
});
