import { expect, test } from "@playwright/test";
import { demoCatalogue } from "#app/areas/commerce/shop/demo-catalogue.ts";
import { legacyRedirects, pageTable } from "#app/route-table.ts";

const publicPaths = pageTable
  // Link targets from e-mails answer 400 (or 404, the booking manage page) without their token.
  .filter(
    (page) =>
      page.access === "public" &&
      !page.path.includes(".") &&
      !page.path.includes("/newsletter/") &&
      page.path !== "/verify-email" &&
      !page.path.includes(":token") &&
      // Shown to the order's owner only (shop-checkout.spec.ts opens it); anyone else gets the 404 page.
      !page.path.includes(":orderNumber"),
  )
  .map((page) =>
    page.path.replace(":slug", "redding-rooftop-with-battery").replace(":productSlug", demoCatalogue[0]!.slug),
  );

test.describe("route table", () => {
  for (const path of publicPaths) {
    test(`${path} answers without the 404 heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBeLessThan(400);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
    });
  }

  test("an unknown path shows the not-found card with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
});

test.describe("legacy redirects", () => {
  for (const [from, to] of Object.entries(legacyRedirects)) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    });
  }
});
