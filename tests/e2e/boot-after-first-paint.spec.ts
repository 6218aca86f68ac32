import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "#tests/support/e2e-users.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

test.describe("public pages boot after the first paint", () => {
  // Prerendered, then rendered on the server: a query other than tracking parameters, a page not prerendered, a
  // sign-in tab rendered from its query.
  for (const path of [
    "/",
    "/services/residential-solar",
    "/contact",
    "/?preview=1",
    "/comparison",
    "/auth?tab=register",
  ]) {
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
      expect(timing.scripts.length).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
      if (path.startsWith("/?") || path === "/") {
        expect(Math.min(...timing.images)).toBeLessThan(Math.min(...timing.scripts));
      }
    });
  }

  test("a page opened in a background tab, which paints nothing, boots at once", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(document, "visibilityState", { get: () => "hidden" }));
    await page.goto("/about");
    await expectHydrated(page);
  });

  test("pages that are not public keep React Router's module preloads", async ({ request }) => {
    const publicPages = [await request.get("/"), await request.get("/?preview=1"), await request.get("/comparison")];
    for (const response of publicPages) expect(await response.text()).not.toContain('<link rel="modulepreload"');
    expect(await (await request.get("/no-such-page")).text()).toContain('<link rel="modulepreload"');
    await signInAsAdmin(request);
    expect(await (await request.get("/admin")).text()).toContain('<link rel="modulepreload"');
  });
});
