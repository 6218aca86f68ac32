import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { clickUntilVisible } from "#tests/support/click-until-visible.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

const paths = ["/", "/about", "/services/residential-solar", "/privacy"];
const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
}

for (const theme of ["light", "dark"] as const) {
  for (const viewport of viewports) {
    test.describe(`${theme} theme, ${viewport.name}`, () => {
      test.use({ viewport, colorScheme: theme });

      for (const path of paths) {
        test(`${path} has no axe violations`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expectNoViolations(page);
        });
      }

      test("the open navigation has no axe violations", async ({ page }) => {
        await page.goto("/");
        await expectHydrated(page);
        if (viewport.name === "mobile") {
          await clickUntilVisible(
            page.getByRole("button", { name: "Menu" }),
            page.getByRole("navigation", { name: "Mobile" }),
          );
          await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Services" }).click();
        } else {
          await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
          await expect(page.getByRole("menu")).toBeVisible();
        }
        await expectNoViolations(page);
      });

      test("the 404 page and the admin dialog have no axe violations", async ({ page }) => {
        await page.goto("/nowhere");
        await expectNoViolations(page);
        await page.getByRole("contentinfo").getByRole("button", { name: "Admin" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoViolations(page);
      });
    });
  }
}
