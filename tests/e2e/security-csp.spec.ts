import { expect, test } from "@playwright/test";

const pages = ["/", "/about", "/contact", "/portfolio", "/services/residential-solar", "/request-service", "/auth"];

for (const path of pages) {
  test(`${path} runs under the Content-Security-Policy without a violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
    await expect(page.locator("h1").first()).toBeVisible();
    // Forms build their schemas when their code arrives, after the page has gone idle.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2500);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}
