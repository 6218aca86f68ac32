import { expect, test } from "@playwright/test";
import { company } from "#app/content/company.ts";
import { contactPage } from "#app/content/pages.ts";
import { field } from "#tests/support/lead-form-helpers.ts";

// What the home, service, about, team and technology pages show: home/home-page.dom.test.tsx,
// services/service-page.dom.test.tsx, company/company-pages.dom.test.tsx, technology/technology-page.dom.test.tsx.
// Here what needs the built site and a browser: animation, scrolling, lazy images, filtering through the URL.
test.describe("home", () => {
  test("the image strip loops every 40 s and stops for reduced motion", async ({ page }) => {
    await page.goto("/");
    const track = page.getByRole("region", { name: "Photos of our work" }).locator("> div");
    await expect(track).toHaveCSS("animation-duration", "40s");
    await expect(track).toHaveCSS("animation-iteration-count", "infinite");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
  });

  test("the hero image drifts with the scroll position divided by 800, up to a cap", async ({ page }) => {
    await page.goto("/");
    const backdrop = page.locator("section").first().locator("> div").first();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(backdrop).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 80)");
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(backdrop).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 160)");
  });
});

test.describe("contact page", () => {
  test("contact: address, hours, the map and the message section", async ({ page }) => {
    await page.goto("/contact");
    const address = page.getByRole("main").locator("address");
    await expect(address).toContainText(company.address.streetAddress);
    await expect(address).toContainText("Redding, CA 96001");
    const hours = page.getByRole("region", { name: "Hours" });
    await expect(hours).toContainText("Office and phonesMonday – Friday:8:00 AM – 5:00 PM");
    await expect(hours).toContainText("Saturday:9:00 AM – 4:00 PM");
    await expect(hours).toContainText("Emergency 24/7.");
    // The map is one of the site's responsive images: it loads as it comes near the viewport.
    await page.locator("figure", { hasText: contactPage.mapCaption }).scrollIntoViewIfNeeded();
    const map = page.getByRole("img", { name: /^Map of Redding/ });
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : "")))
      .toMatch(/\/images\/redding-map-(400|800|1200)\.avif$/);
    const message = page.locator("section", { has: page.getByRole("heading", { name: "Send us a message" }) });
    const form = message.getByRole("form", { name: "Contact us" });
    for (const label of ["Name", "Email", "Phone (optional)", "Message"])
      await expect(field(form, label)).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
  });
});

test.describe("portfolio", () => {
  test("filters by type with links, and says how many projects show", async ({ page }) => {
    await page.goto("/portfolio");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole("note")).toContainText("sample content");
    await page.getByRole("link", { name: "Agricultural", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=agricultural$/);
    await expect(cards).toHaveCount(2);
    await expect(page.getByText("Showing 2 of 12 projects (agricultural)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Agricultural", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "All projects" }).click();
    await expect(cards).toHaveCount(12);
  });

  test("a card shows system size, year and town and opens the project", async ({ page }) => {
    await page.goto("/portfolio?category=marina");
    const card = page.getByRole("article").filter({ hasText: "Shasta Lake marina canopy" });
    await expect(card).toContainText("64 kW");
    await expect(card).toContainText("2021");
    await expect(card).toContainText("Shasta Lake");
    await card.getByRole("link", { name: "Shasta Lake marina canopy" }).click();
    await expect(page).toHaveURL(/\/portfolio\/shasta-lake-marina-canopy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shasta Lake marina canopy");
    await expect(page.getByText("100 kWh")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
  });

  test("an unknown project answers 404", async ({ page }) => {
    const response = await page.goto("/portfolio/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the portfolio filter still works and images still show", async ({ page }) => {
    await page.goto("/portfolio");
    await page.getByRole("link", { name: "Marina", exact: true }).click();
    await expect(page).toHaveURL(/category=marina/);
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.locator("noscript").first()).toBeAttached();
  });
});
