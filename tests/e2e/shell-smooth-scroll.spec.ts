import { expect, test, type Page } from "@playwright/test";

const lenisOn = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("lenis"));

/** Turns the wheel until Lenis has started (the first turn after hydration starts it). */
async function scrollUntilLenis(page: Page) {
  await expect(async () => {
    await page.mouse.move(300, 400);
    await page.mouse.wheel(0, 100);
    expect(await lenisOn(page)).toBe(true);
  }).toPass();
}

test("Lenis is not in the first-paint bundle, starts on the first scroll and stops on the lithium battery page", async ({
  page,
}) => {
  const lenisRequests: string[] = [];
  page.on("request", (request) => {
    if (/lenis-[\w-]+\.js/.test(request.url())) lenisRequests.push(request.url());
  });
  const response = await page.goto("/");
  expect(await response?.text()).not.toMatch(/lenis-[\w-]+\.js/);
  await page.waitForLoadState("networkidle");
  expect(lenisRequests).toEqual([]);
  expect(await lenisOn(page)).toBe(false);
  await scrollUntilLenis(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
  await page.getByRole("menuitem", { name: "Lithium Battery" }).click();
  await expect(page).toHaveURL("/services/lithium-battery");
  await expect.poll(() => lenisOn(page)).toBe(false);

  await page.goto("/services/lithium-battery");
  await page.waitForLoadState("networkidle");
  expect(await lenisOn(page)).toBe(false);
});

test("no smooth scrolling for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  expect(await lenisOn(page)).toBe(false);
  await page.mouse.wheel(0, 100);
  expect(await lenisOn(page)).toBe(false);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await scrollUntilLenis(page);
});
