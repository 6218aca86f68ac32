import { expect, test, type Page } from "@playwright/test";
import { clickUntilVisible } from "#tests/support/click-until-visible.ts";
import { companyTitles, serviceHref, serviceTitles } from "./nav-titles.ts";

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

test("the backdrop and Escape close the menu", async ({ page }) => {
  await clickUntilVisible(toggle(page), menu(page));
  await page.getByTestId("mobile-menu-backdrop").click({ position: { x: 200, y: 650 } });
  await expect(menu(page)).toBeHidden();

  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  expect(await htmlOverflow(page)).not.toBe("hidden");
});

test("Services, Company and Access Portals are collapsible groups", async ({ page }) => {
  await clickUntilVisible(toggle(page), menu(page));
  const groups: Array<[string, string[], string[]]> = [
    ["Services", serviceTitles, serviceTitles.map(serviceHref)],
    ["Company", companyTitles, ["/about", "/portfolio", "/resources/technology", "/team", "/contact"]],
    [
      "Access Portals",
      ["Client Dashboard", "Admin Dashboard", "CRM"],
      ["/client-dashboard", "/admin-dashboard", "/crm"],
    ],
  ];
  for (const [name, labels, hrefs] of groups) {
    const button = menu(page).getByRole("button", { name });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(list).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("link")).toHaveText(labels);
    expect(await list.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      hrefs,
    );
    await button.click();
    await expect(list).toBeHidden();
  }
});

test("choosing a page closes the menu and unlocks scrolling", async ({ page }) => {
  await clickUntilVisible(toggle(page), menu(page));
  await menu(page).getByRole("button", { name: "Company" }).click();
  await menu(page).getByRole("link", { name: "Our Team" }).click();
  await expect(page).toHaveURL("/team");
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  expect(await htmlOverflow(page)).not.toBe("hidden");
});

test("the theme toggle switches light and dark, remembers the choice and can follow the system", async ({ page }) => {
  await clickUntilVisible(toggle(page), menu(page));
  const html = page.locator("html");
  const choose = async (name: "Light" | "Dark" | "System") => {
    await menu(page).locator("label").filter({ hasText: name }).click();
    await expect(menu(page).getByRole("radio", { name })).toBeChecked();
  };

  await choose("Dark");
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await choose("Light");
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await choose("System");
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
});
