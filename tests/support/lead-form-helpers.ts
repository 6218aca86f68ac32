import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The toast viewport. Radix also announces each toast in a live region of its own
 * (also while a modal hides the rest of the page), so look in the viewport only.
 */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/**
 * The server badges a form sent less than 3 s after it opened as possible spam;
 * a person rarely types that fast, a test does. Wait out the rest of the 3 s.
 */
export async function waitForHumanFillTime(page: Page, openedAt: number): Promise<void> {
  const remaining = openedAt + 3_300 - Date.now();
  if (remaining > 0) await page.waitForTimeout(remaining);
}

/** A unique e-mail address per test, so mails in the shared sink can be told apart. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The control labelled exactly `label`, with or without the required marker (*). */
export function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}
