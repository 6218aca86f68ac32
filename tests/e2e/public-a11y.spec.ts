import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { prerenderedPaths } from "#app/prerendered-paths.ts";

/**
 * Every public page this site's content lives on, plus a filtered portfolio, and the tools rendered per request
 * from their URL (the shop's pages have a spec of their own).
 */
const paths = [
  ...prerenderedPaths,
  "/portfolio?category=agricultural",
  "/resources/savings-calculator?bill=300",
  "/resources/technical-data?type=battery",
  "/resources/technical-data?q=grid",
  "/resources/book-appointment",
];

async function expectNoViolations(page: Page) {
  // Wait until the page is idle and the lazy parts (carousel) have loaded, so they are checked too.
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("accessibility (axe)", () => {
  // axe over a long page takes a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const path of paths) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
    });
  }

  for (const path of ["/", "/services/repairs", "/contact"]) {
    test(`${path} has no violations in dark mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path);
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      await expectNoViolations(page);
    });
  }

  test("the carousel's controls are reachable by keyboard and at least 24 px", async ({ page }) => {
    await page.goto("/");
    // Enabled once the page has gone idle and the interactive carousel has loaded.
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeEnabled({ timeout: 15_000 });
    const controls = page.getByRole("region", { name: "Customer testimonials" }).getByRole("button");
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await page.getByRole("slider").first().focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: /automatic slide show/ })).toBeFocused();
  });
});
