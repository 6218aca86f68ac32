import { expect, type Locator } from "@playwright/test";

/**
 * Clicks `button` until `target` shows. Before hydration a click does nothing, and code loaded on demand may take
 * a moment after it; the button is clicked again only while the target is still hidden, so a toggle is never
 * pressed twice and a click never lands on an opened dialog's overlay.
 */
export async function clickUntilVisible(button: Locator, target: Locator): Promise<void> {
  await expect(async () => {
    if (!(await target.isVisible())) await button.click({ timeout: 2_000 });
    await expect(target).toBeVisible({ timeout: 3_000 });
  }).toPass();
}
