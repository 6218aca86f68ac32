import { expect, test } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";
import { headline } from "./savings-helpers.ts";

const PATH = "/resources/roi-calculator";

// What the server renders for a query (corrected values and their notes, the method and sources, the GET form without
// JavaScript, a ZIP code's suggestion): savings/roi-calculator-page.integration.test.ts. Its axe scans (desktop light, phone
// dark) are in page-walk.spec.ts.
test.describe("ROI calculator", () => {
  test("from the defaults, a changed input updates the result and the URL, and the URL shows the same result in a new page", async ({
    page,
    context,
  }) => {
    // Two pages, each hydrating the whole calculator: more than the default minute on a busy machine.
    test.slow();
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Solar ROI Calculator" })).toBeVisible();
    const savings = headline(page, "Year-one savings");
    const before = await savings.textContent();
    expect(before).toMatch(/^\$[\d,]+$/);
    await expectHydrated(page);

    await page.getByLabel("Utility", { exact: true }).selectOption("pge");
    await page.getByLabel("Average monthly bill ($)").fill("310");
    await page.getByLabel("Battery, usable (kWh)").fill("13.5");
    await expect(savings).not.toHaveText(before!);
    await expect(page).toHaveURL(/utility=pge&bill=310&.*battery=13\.5/);
    const changed = await savings.textContent();
    const payback = await headline(page, "Cash payback").textContent();

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(headline(shared, "Year-one savings")).toHaveText(changed!);
    await expect(headline(shared, "Cash payback")).toHaveText(payback!);
    await expect(shared.getByLabel("Utility", { exact: true })).toHaveValue("pge");
  });
});
