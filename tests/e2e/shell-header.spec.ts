import { expect, test, type Page } from "@playwright/test";
import { openConsultationModal } from "./consultation-helpers.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const trigger = (page: Page, name: "Services" | "Company") => mainNav(page).getByRole("button", { name });

// The ticker, the menus' entries and how a dropdown opens, closes and is used from the keyboard are checked in
// shell/header-ticker.dom.test.tsx and shell/desktop-nav.dom.test.tsx; here what needs a browser and a real page.
test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await expectHydrated(page);
  });

  test("gains its scrolled look only past 5 px", async ({ page }) => {
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const plain = await header.evaluate((element) => getComputedStyle(element).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(plain);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
  });

  test("a route change closes the open dropdown", async ({ page }) => {
    await mainNav(page).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL("/shop/products");
    await trigger(page, "Company").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger(page, "Company")).toHaveAttribute("aria-expanded", "false");
  });

  test("Tab reaches every header control in order, each with a visible focus ring", async ({ page }) => {
    const expected = [
      "Skip to main content",
      "(530) 555-0142",
      "info@shastasunsolar.example",
      "Pause ticker",
      "Shasta Sun Solar home",
      "Products",
      "Comparison",
      "Services",
      "Company",
      "Cart, 0 items",
      "Sign in",
      "Switch to dark theme",
      "Get Free Quote",
    ];
    const reached: string[] = [];
    for (let step = 0; step < expected.length; step++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "",
          ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        };
      });
      expect(focus.ring, `${focus.name} shows focus`).toBe(true);
      reached.push(focus.name);
    }
    expect(reached).toEqual(expected);
  });

  test("the skip link moves focus to the page content", async ({ page }) => {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("Get Free Quote opens the consultation modal", async ({ page }) => {
    // The header's button is the first of that name on the page.
    expect(await page.getByRole("banner").getByRole("button", { name: "Get Free Quote" }).count()).toBe(1);
    await openConsultationModal(page, "Get Free Quote", "/");
    await expect(page).toHaveURL("/");
  });

  test("the theme button's tooltip waits 700 ms", async ({ page }) => {
    const button = page.getByRole("button", { name: "Switch to dark theme" });
    const started = Date.now();
    await button.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Switch to dark theme");
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
  });

  test("the logo falls back to text when its image fails", async ({ page }) => {
    const home = page.getByRole("link", { name: "Shasta Sun Solar home" });
    await expect(home.locator("img")).toHaveAttribute("src", "/logo.svg");
    expect(await home.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.route("**/logo.svg", (route) => route.abort());
    await page.reload();
    await expect(home.locator("img")).toHaveCount(0);
    await expect(home).toHaveText("Shasta Sun Solar");
  });
});
