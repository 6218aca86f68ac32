import { expect, test } from "@playwright/test";
import { expectHydrated } from "../support/hydration.ts";

test.describe("prerendered pages boot after the first paint", () => {
  for (const path of ["/", "/services/residential-solar", "/contact"]) {
    test(`${path} fetches no script before the hero image and the first paint, then hydrates`, async ({ page }) => {
      await page.goto(path);
      await expectHydrated(page);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource");
        return {
          paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
          scripts: resources.filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
          images: resources.filter((entry) => entry.name.includes("/images/")).map((entry) => entry.startTime),
        };
      });
      expect(timing.scripts.length).toBeGreaterThan(5);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
      if (path === "/") expect(Math.min(...timing.images)).toBeLessThan(Math.min(...timing.scripts));
    });
  }

  test("a page opened in a background tab, which paints nothing, boots at once", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(document, "visibilityState", { get: () => "hidden" }));
    await page.goto("/about");
    await expectHydrated(page);
  });

  test("server-rendered pages keep React Router's module preloads", async ({ request }) => {
    const prerendered = await (await request.get("/")).text();
    // A tracking parameter alone still gets the prerendered page; any other parameter is rendered on the server.
    expect(await (await request.get("/?utm_source=newsletter")).text()).not.toContain('rel="modulepreload"');
    const serverRendered = await (await request.get("/?preview=1")).text();
    expect(prerendered).not.toContain('rel="modulepreload"');
    expect(serverRendered).toContain('rel="modulepreload"');
  });
});
