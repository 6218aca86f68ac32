import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the page (it marks the document it renders into). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))))
    .toBe(true);
}
