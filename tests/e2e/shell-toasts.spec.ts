import { expect, test, type Locator, type Page } from "@playwright/test";
import { newClient, registerClient, signInThroughForm } from "#tests/support/e2e-users.ts";
import { field } from "#tests/support/lead-form-helpers.ts";

const toast = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/**
 * While the toast shows, the control is the topmost element at its centre, even scrolled to the bottom of the
 * screen, where a toast floating over the page would sit.
 */
async function expectNotCovered(page: Page, toastTitle: string, control: Locator) {
  await expect(toast(page).getByText(toastTitle)).toBeVisible();
  // Radix holds its toasts while the window is out of focus: the toast stays up however slow the machine is.
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  await control.evaluate((element) => element.scrollIntoView({ block: "end" }));
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(onTop).toBe(true);
  await expect(toast(page).getByText(toastTitle)).toBeVisible();
}

async function registerThroughForm(page: Page) {
  const user = newClient("Morgan");
  await page.goto("/auth?tab=register");
  await page.getByLabel("First Name").fill(user.firstName);
  await page.getByLabel("Last Name").fill(user.lastName);
  await field(page.getByRole("main"), "Email").fill(user.email);
  await page.getByLabel("Username").fill(user.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await page.getByLabel("Confirm Password").fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

for (const viewport of [
  { name: "a desktop", size: { width: 1280, height: 800 } },
  { name: "a 390 px phone", size: { width: 390, height: 844 } },
]) {
  test.describe(`toasts on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("after registering, the toast does not cover the dashboard's Shop products link", async ({ page }) => {
      await registerThroughForm(page);
      await expect(page).toHaveURL(/\/client-dashboard$/);
      await expectNotCovered(page, "Registration Successful", page.getByRole("link", { name: "Shop products" }));
    });

    test("after signing in, the toast does not cover the dashboard's Request a service link", async ({
      page,
      browser,
    }) => {
      const user = await registerClient((await browser.newContext()).request, newClient("Quinn"));
      await page.goto("/auth?redirectTo=%2Fclient-dashboard");
      await signInThroughForm(page, user);
      await expect(page).toHaveURL(/\/client-dashboard$/);
      await expectNotCovered(page, "Login Successful", page.getByRole("link", { name: "Request a service" }));
    });
  });
}
