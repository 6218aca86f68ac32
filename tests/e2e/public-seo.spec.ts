import { expect, test } from "@playwright/test";
import { services } from "#app/content/services.ts";

/**
 * What only the production build has: its prerendered HTML. The search metadata every page's HTML carries is held in
 * app/areas/site/seo/page-head.integration.test.ts, each page's CSP in the page walk.
 */

test.describe("prerendered pages", () => {
  test("carry a fresh nonce that matches the response's CSP, and no build placeholders", async ({ request }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/services/repairs");
      const csp = response.headers()["content-security-policy"] ?? "";
      const html = await response.text();
      const headerNonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const htmlNonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...htmlNonces]).toEqual([headerNonce]);
      expect(html).not.toContain("3f9a1c");
      nonces.push(headerNonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("hydrate and navigate on the client", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("favicon")) errors.push(message.text());
    });
    await page.goto("/services/battery-storage");
    await expect(page.getByRole("button", { name: "Next testimonial" })).toHaveCount(0);
    await page.getByRole("main").locator('a[href="/services/lithium-battery"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      services.find((s) => s.slug === "lithium-battery")!.heroHeading,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/lithium-battery$/);
    expect(errors.filter((e) => !e.includes("Failed to load resource"))).toEqual([]);
  });
});
