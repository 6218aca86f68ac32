import { expect, test, type Page } from "@playwright/test";

// The footer's contents, its admin code dialog and its newsletter form are checked in shell/footer.dom.test.tsx and
// newsletter/newsletter-form.dom.test.tsx; here its legal links lead to the real pages.
const footer = (page: Page) => page.getByRole("contentinfo");

test("the legal links open real pages", async ({ page }) => {
  await page.goto("/");
  const pages: Array<[string, string, string]> = [
    ["Privacy Policy", "/privacy", "Privacy Policy"],
    ["Terms of Service", "/terms", "Terms of Service"],
    ["Accessibility", "/accessibility", "Accessibility Statement"],
  ];
  for (const [link, path, heading] of pages) {
    await footer(page).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    expect(await page.locator("main h2").count()).toBeGreaterThan(2);
  }
});
