import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { clickUntilVisible } from "#tests/support/click-until-visible.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

/**
 * What a person does on one page beyond looking at it, run by the walk on the page it has loaded already: once at
 * desktop width in the light theme (the page is left as it was found), once on the phone in the dark theme.
 */
export interface PageJourney {
  atDesktop?(page: Page): Promise<void>;
  onPhone?(page: Page): Promise<void>;
}

/** A table wider than the phone says so above it, keeps its key column in view while it scrolls, and its last column can be scrolled into view. */
async function expectReachableColumns(page: Page, regionName: string, keyColumn: string, lastColumn: string) {
  const region = page.getByRole("region", { name: regionName });
  await expect(page.getByText(`${regionName}: scroll sideways for more columns`)).toBeVisible();
  // The header row, not the region: a long table centred on the screen would leave its header above it.
  await region.getByRole("columnheader", { name: keyColumn }).scrollIntoViewIfNeeded();
  await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  await expect(region.getByRole("columnheader", { name: lastColumn })).toBeInViewport();
  await expect(region.getByRole("columnheader", { name: keyColumn })).toBeInViewport();
}

async function openAdminDialog(page: Page) {
  await clickUntilVisible(
    page.getByRole("contentinfo").getByRole("button", { name: "Admin" }),
    page.getByRole("dialog"),
  );
  await expectNoAxeViolations(page, "the admin dialog");
}

export const journeys: Readonly<Record<string, PageJourney>> = {
  "/": {
    async atDesktop(page) {
      await expectHydrated(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoAxeViolations(page, "the open navigation");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);

      // The carousel's controls are reachable by keyboard and at least 24 px.
      await expect(page.getByRole("button", { name: "Next testimonial" })).toBeEnabled({ timeout: 15_000 });
      const controls = page.getByRole("region", { name: "Customer testimonials" }).getByRole("button");
      for (const control of await controls.all()) {
        const box = (await control.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      }
      await page.getByRole("slider").first().focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: /automatic slide show/ })).toBeFocused();
    },
    async onPhone(page) {
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await clickUntilVisible(page.getByRole("button", { name: "Menu" }), menu);
      await menu.getByRole("button", { name: "Services" }).click();
      await expectNoAxeViolations(page, "the open navigation");
    },
  },
  "/no-such-page": {
    async atDesktop(page) {
      await openAdminDialog(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    },
    onPhone: openAdminDialog,
  },
  "/resources/technical-data": {
    onPhone: (page) => expectReachableColumns(page, "Inverter fault codes", "Code", "Source"),
  },
  "/resources/roi-calculator": {
    async onPhone(page) {
      const chartLabels = page.getByRole("img", { name: /Chart of cumulative cash flow/ }).locator("text");
      await expect(chartLabels.first()).toBeVisible();
      const sizes = await chartLabels.evaluateAll((labels) =>
        labels.map((label) => label.getBoundingClientRect().height),
      );
      // A text box is about 1.2 times its font size; at 12 px its height is at least 12.
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    },
  },
  "/client-dashboard": {
    // The dashboard's status columns and the order's items can be read on a phone.
    async onPhone(page) {
      const orders = page.getByRole("region", { name: "Your orders" });
      await orders.scrollIntoViewIfNeeded();
      await orders.evaluate((element) => (element.scrollLeft = element.scrollWidth));
      await expect(orders.getByRole("columnheader", { name: "Status" })).toBeInViewport();
      await expect(orders.getByRole("columnheader", { name: "Order" })).toBeInViewport();
    },
  },
};
