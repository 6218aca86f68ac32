import type { Response } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";

const isPost = (response: Response, path: string) =>
  response.request().method() === "POST" && new URL(response.url()).pathname === path;

test.describe("telemetry", () => {
  test("an error thrown in the browser appears in the admin error reports", async ({ page, adminStorageState }) => {
    test.setTimeout(90_000);
    const message = `e2e boom ${test.info().workerIndex}-${Date.now()}`;
    await page.goto("/about");

    // The listeners start once the page has hydrated: throw until a batch carrying the error is accepted.
    await expect(async () => {
      const sent = page.waitForResponse(
        (response) => isPost(response, "/api/errors") && (response.request().postData() ?? "").includes(message),
        { timeout: 8_000 },
      );
      await page.evaluate((text) => {
        setTimeout(() => {
          throw new Error(text);
        });
      }, message);
      expect((await sent).status()).toBe(204);
    }).toPass({ timeout: 60_000 });

    await page.context().addCookies(adminStorageState.cookies);
    await page.goto("/admin/errors?window=24h");
    await expect(page.getByRole("heading", { level: 1, name: "Error reports" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: message });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText("js_error");
    await expect(cells.nth(1)).toHaveText(/^[1-5]$/);
    await expect(row).toContainText("/about");
    await expect(row).toContainText("Chrome");

    await row.getByText("Sample stack").click();
    await expect(row.locator("pre")).toContainText(`Error: ${message}`);

    await expectNoAxeViolations(page);
  });

  test("a page visit produces a performance report shown in web vitals", async ({ page, adminStorageState }) => {
    test.setTimeout(90_000);
    const reported = page.waitForResponse((response) => isPost(response, "/api/performance"), { timeout: 60_000 });
    await page.goto("/resources/technology");
    const response = await reported;
    expect(response.status()).toBe(204);
    const report = response.request().postDataJSON() as { url: string; metrics: Record<string, number> };
    expect(new URL(report.url).pathname).toBe("/resources/technology");
    expect(report.metrics.largestContentfulPaint).toBeGreaterThan(0);
    expect(Object.keys(report.metrics).length).toBeGreaterThan(2);

    await page.context().addCookies(adminStorageState.cookies);
    await page.goto("/admin/vitals?window=24h");
    await expect(page.getByRole("heading", { level: 1, name: "Web vitals" })).toBeVisible();
    const table = page.getByRole("table", { name: "Web vitals for /resources/technology, last 24 hours" });
    // Busiest routes come first, ten to a page: after the other specs' visits this one may be further on.
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    for (let pageNumber = 2; (await table.count()) === 0; pageNumber++) {
      await pagination.getByRole("link", { name: "Next" }).click();
      await expect(pagination).toContainText(`Page ${pageNumber} of`);
    }
    const lcp = table.getByRole("row", { name: /Largest contentful paint/ });
    await expect(lcp.getByRole("cell").nth(0)).toHaveText(/^[\d,]+ ms/);
    await expect(lcp.getByRole("cell").nth(4)).toHaveText(/^[1-9]\d*$/);

    await expectNoAxeViolations(page);
  });
});
