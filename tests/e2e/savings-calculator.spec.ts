import { expect, test } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";
import { headline } from "./savings-helpers.ts";

const PATH = "/resources/savings-calculator";
const LIST = "Yearly cost in each case";

test.describe("utility savings calculator", () => {
  test("from the defaults, an upgrade lowers the cost, and the shared URL shows the same figures", async ({
    page,
    context,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Utility Savings Calculator" })).toBeVisible();
    const withUpgrades = headline(page, "With efficiency upgrades", LIST);
    const today = await headline(page, "Today", LIST).textContent();
    await expect(withUpgrades).toHaveText(today!);
    await expectHydrated(page);

    await page.getByLabel("Incandescent bulbs replaced by LEDs").fill("20");
    await page.getByLabel("Air sealing and attic insulation").check();
    await expect(withUpgrades).not.toHaveText(today!);
    await expect(page).toHaveURL(/bulbs=20.*sealing=1/);
    const after = await withUpgrades.textContent();
    const battery = await headline(page, "Upgrades + solar + battery", LIST).textContent();

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(headline(shared, "With efficiency upgrades", LIST)).toHaveText(after!);
    await expect(headline(shared, "Upgrades + solar + battery", LIST)).toHaveText(battery!);
  });

  test("is linked from the ROI calculator, the energy-conservation service page and the footer", async ({ page }) => {
    for (const from of ["/resources/roi-calculator", "/services/energy-conservation"]) {
      await page.goto(from);
      await expect(page.locator("main").locator(`a[href="${PATH}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Utility Savings Calculator" })).toBeVisible();
  });
});
