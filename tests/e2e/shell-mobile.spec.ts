import { expect, test, type Page } from "@playwright/test";
import { clickUntilVisible } from "#tests/support/click-until-visible.ts";

// How the menu opens, closes, groups its links, switches the theme and offers the account entries is checked in
// shell/mobile-menu.dom.test.tsx; here where it sits on a phone and that the page behind it stays still.
test.use({ viewport: { width: 390, height: 844 } });

const toggle = (page: Page) => page.getByRole("button", { name: "Menu" });
const menu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
const htmlOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the toggle opens the menu 112 px from the top over a backdrop and locks the page", async ({ page }) => {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page)).toBeHidden();

  await clickUntilVisible(toggle(page), menu(page));
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page)).toBeVisible();
  expect((await menu(page).boundingBox())?.y).toBe(112);
  await expect(page.getByTestId("mobile-menu-backdrop")).toBeVisible();
  expect(await htmlOverflow(page)).toBe("hidden");

  // The page behind does not move, whatever the wheel does.
  await page.mouse.move(200, 800);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await toggle(page).click();
  await expect(menu(page)).toBeHidden();
  expect(await htmlOverflow(page)).not.toBe("hidden");
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
