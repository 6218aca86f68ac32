import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (it marks the document it renders into). Public pages load their scripts
 * after the first paint, which on a busy CI machine takes longer than an assertion's usual 5 s.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))), {
      timeout: 15_000,
    })
    .toBe(true);
}
