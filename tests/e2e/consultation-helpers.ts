import { expect, type Locator, type Page } from "@playwright/test";
import { clickUntilVisible } from "#tests/support/click-until-visible.ts";
import { field } from "#tests/support/lead-form-helpers.ts";

export { field };

export const MODAL_TITLE = "Get Your Free Solar Consultation";

/** Opens the consultation modal from the first button of that name on a page; retries until the page has hydrated. */
export async function openConsultationModal(
  page: Page,
  buttonName = "Get Free Quote",
  path = "/contact",
): Promise<{ dialog: Locator; openedAt: number }> {
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: MODAL_TITLE });
  await clickUntilVisible(page.getByRole("button", { name: buttonName }).first(), dialog);
  await expect(dialog.getByRole("group", { name: "Contact Information" })).toBeVisible();
  return { dialog, openedAt: Date.now() };
}

export async function fillContactStep(scope: Locator, values: { name: string; email: string; phone: string }) {
  await field(scope, "Full Name").fill(values.name);
  await field(scope, "Email").fill(values.email);
  await field(scope, "Phone").fill(values.phone);
}

export async function next(scope: Locator, expectedTitle: string) {
  await scope.getByRole("button", { name: "Next" }).click();
  await expect(scope.getByRole("group", { name: expectedTitle })).toBeVisible();
}

/** The first Next on a server-rendered page: a click before hydration does nothing, so retry until it moves. */
export async function nextOnceHydrated(scope: Locator, expectedTitle: string) {
  await expect(async () => {
    await scope.getByRole("button", { name: "Next" }).click();
    await expect(scope.getByRole("group", { name: expectedTitle })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Fills the required fields of all four steps and stops on the last one. */
export async function fillRequiredAndGoToLastStep(
  scope: Locator,
  values: { name: string; email: string; phone?: string; address?: string },
) {
  await fillContactStep(scope, { name: values.name, email: values.email, phone: values.phone ?? "(530) 555-0142" });
  await next(scope, "Property Details");
  await field(scope, "Property Address").fill(values.address ?? "1450 Court St, Redding, CA 96001");
  await next(scope, "Service Requirements");
  await next(scope, "Additional Information");
}
