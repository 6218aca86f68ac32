import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

test.describe("the CRM's CSV import", () => {
  test("a CSV with one bad row is checked, imported without that row, and its counts shown", async ({
    page,
    adminStorageState,
  }) => {
    await page.context().addCookies(adminStorageState.cookies);
    const run = Date.now().toString(36);
    const csv = [
      "Full name,Email,Phone,City,Utility",
      `Ana ${run},ana-${run}@import.example,(530) 555-0141,Redding,REU`,
      `Bo ${run},bo-${run}@,(530) 555-0142,Anderson,PG&E`,
      `Cy ${run},cy-${run}@import.example,(530) 555-0143,Shasta Lake,Shasta Lake`,
    ].join("\r\n");

    await page.goto("/platform/crm/customers");
    await expectHydrated(page);
    await page.getByRole("link", { name: "Import from a CSV file" }).click();
    await expect(page.getByRole("heading", { name: "Import customers", level: 1 })).toBeVisible();
    await expectHydrated(page);
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "fair.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Check the file" }).click();

    // The page's own status line (the shell has its own live regions too).
    const summary = page.getByRole("status").filter({ hasText: "fair.csv" });
    await expect(summary).toHaveText(
      "Preview of fair.csv: 3 rows. 2 rows would be created, 0 would be merged, 0 would be skipped, 1 row with errors.",
    );
    const problems = page.getByRole("region", { name: "Each problem of each row" });
    await expect(problems.getByRole("row", { name: /^2 E-mail/ })).toContainText("Please enter a valid email address");
    await expect(page.getByLabel("E-mail")).toHaveValue("Email");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Import the file" }).click();
    await expect(summary).toHaveText(
      "Imported fair.csv: 3 rows. 2 rows created, 0 merged, 0 skipped, 1 row with errors, not imported.",
    );
    await page.getByRole("link", { name: "See the customers" }).click();
    await page.getByRole("searchbox").fill(run);
    await page.getByRole("searchbox").press("Enter");
    const list = page.getByRole("table");
    await expect(list.getByRole("link", { name: `Ana ${run}` })).toBeVisible();
    await expect(list.getByRole("link", { name: `Cy ${run}` })).toBeVisible();
    await expect(list.getByText(`Bo ${run}`)).toHaveCount(0);
  });
});
