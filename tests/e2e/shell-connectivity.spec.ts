import { expect, test } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";

const offlineText = "You are currently offline. Some features may not be available.";
const restoredText = "Connection restored! You are back online.";

test("going offline shows the offline banner; coming back shows 'restored' for 3 seconds", async ({
  page,
  context,
}) => {
  await page.goto("/");
  // The banner is the page's own code: it shows once the page has hydrated.
  await expectHydrated(page);
  await expect(page.getByText(offlineText)).toHaveCount(0);

  await context.setOffline(true);
  const offline = page.getByText(offlineText);
  await expect(offline).toBeVisible();
  // Once it has slid in, it sits at the very top.
  await expect.poll(async () => (await offline.boundingBox())?.y).toBe(0);
  // The destructive colour: white on Tailwind red-700.
  expect(await offline.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    "oklch(0.505 0.213 27.518)",
  );
  await expect(page.getByRole("status").filter({ hasText: offlineText })).toHaveCount(1);

  await context.setOffline(false);
  const restored = page.getByText(restoredText);
  await expect(restored).toBeVisible();
  const shownAt = Date.now();
  await expect(offline).toHaveCount(0);
  await expect(restored).toHaveCount(0, { timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2000);
  expect(shownFor).toBeLessThan(4500);
});

test("a page opened while offline shows the banner at once", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
  });
  await page.goto("/about");
  await expect(page.getByText(offlineText)).toBeVisible();
});

test("the banners slide in from the top, and do not move for reduced motion", async ({ page, context }) => {
  await page.goto("/");
  await expectHydrated(page);
  await context.setOffline(true);
  const banner = page.getByText(offlineText);
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((element) => getComputedStyle(element).animationName)).toBe("slide-in-from-top");
  await context.setOffline(false);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  await context.setOffline(false);
});

test("code that could not load while offline leaves the page whole, and arrives once back online", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const next = page.getByRole("button", { name: "Next testimonial" });
  // The clock holds the page short of idle, when the interactive carousel's code is fetched.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await expect(next).toBeDisabled();
  // Offline before hydrating, the page's own code would not load either, and nothing would show the banner.
  await expectHydrated(page);
  await context.setOffline(true);
  await expect(page.getByText(offlineText)).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What our customers say" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(next).toBeDisabled();

  await context.setOffline(false);
  await page.clock.resume();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByRole("group", { name: "2 of 3" })).toBeVisible();
  expect(errors).toEqual([]);
});
