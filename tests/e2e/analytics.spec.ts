import { readFile } from "node:fs/promises";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { uniqueEmail } from "#tests/support/lead-form-helpers.ts";

test.describe("analytics", () => {
  test("the owner changes the range, follows a figure to the inbox and downloads a table's CSV", async ({
    page,
    adminStorageState,
  }) => {
    const name = `Analytics ${Date.now().toString(36)}`;
    const res = await page.request.post("/api/contact", {
      data: {
        name,
        email: uniqueEmail("analytics"),
        message: "How many panels for my roof?",
        startedAt: Date.now() - 60_000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.context().addCookies(adminStorageState.cookies);

    await page.goto("/platform/analytics");
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "This week" }).click();
    await expect(page).toHaveURL(/range=this-week/);
    await expect(page.getByRole("link", { name: "This week" })).toHaveAttribute("aria-current", "page");

    // The contact form's leads of this week: the figure is a link to the inbox filtered the same way.
    const bySource = page.getByRole("region", { name: "Leads by source", exact: true });
    const contactForm = bySource.getByRole("row", { name: /Contact form/ });
    const figure = contactForm.getByRole("link");
    const figureText = (await figure.textContent())!;
    expect(Number(figureText.replace(/,/g, ""))).toBeGreaterThanOrEqual(1);

    const download = page.waitForEvent("download");
    await bySource.getByRole("link", { name: /Download CSV/ }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe(`"Source","Leads"`);
    expect(csv).toContain(`"Contact form","${figureText}"`);

    await figure.click();
    await expect(page).toHaveURL(/\/admin-crm\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&source=contact_form/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
  });
});
