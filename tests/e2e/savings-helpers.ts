import type { Page } from "@playwright/test";

/** The value under a headline figure's label in the calculators' result cards. */
export const headline = (page: Page, label: string, list = "Your results") =>
  page
    .locator(`dl[aria-label="${list}"] > div`)
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd")
    .first();
