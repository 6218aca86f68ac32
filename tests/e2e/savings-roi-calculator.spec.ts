import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";
import { headline } from "./savings-helpers.ts";

const PATH = "/resources/roi-calculator";

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

  test("corrects an out-of-range or bad URL value with a visible note, never an error", async ({ page }) => {
    const response = await page.goto(`${PATH}?bill=99999&orientation=north&degradation=abc`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Average monthly bill: the highest we accept is 2,000, so we used it.")).toBeVisible();
    await expect(
      page.getByText('Roof faces: "north" is not one of the choices, so we used the default.'),
    ).toBeVisible();
    await expect(page.getByLabel("Average monthly bill ($)")).toHaveValue("2000");
  });

  test("states the federal credit is gone and cites its sources with their review dates", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByText(/Federal residential clean energy credit \(IRC 25D\).*: \$0/)).toBeVisible();
    const method = page.locator("#method");
    await expect(method.getByRole("heading", { name: "How we calculate this" })).toBeVisible();
    await expect(method.getByText(/as of November 2026/).first()).toBeVisible();
    await expect(method.getByText(/last checked/).first()).toBeVisible();
    await expect(method.getByText(/Re-check/)).toHaveCount(0);
    await expect(page.getByRole("img", { name: /Chart of cumulative cash flow/ })).toBeVisible();
  });

  test("has no axe violations", async ({ page }) => {
    // A long page (a 25-year table, the sources): axe needs more than the default minute on a busy machine.
    test.slow();
    await page.goto(PATH);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("ROI calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the inputs are a GET form that renders the result on the server", async ({ page }) => {
    await page.goto(PATH);
    await page.getByLabel("Average monthly bill ($)").fill("400");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/bill=400/);
    await expect(page.getByLabel("Average monthly bill ($)")).toHaveValue("400");
    await expect(headline(page, "Year-one savings")).toHaveText(/^\$[\d,]+$/);
  });

  test("a ZIP code's suggestion does not switch the utility, and the page says which one the results are for", async ({
    page,
  }) => {
    await page.goto(PATH);
    await page.getByLabel("ZIP code or town").fill("96007");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/place=96007&utility=reu/);
    await expect(page.getByLabel("Utility", { exact: true })).toHaveValue("reu");
    await expect(page.getByText(/96007 is most likely served by PG&E\. This is a suggestion/)).toBeVisible();
    await expect(
      page.getByText(/These results are for Redding Electric Utility \(REU\): if PG&E is on your bill/),
    ).toBeVisible();
  });
});
