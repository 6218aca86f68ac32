import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator } from "@playwright/test";
import { expectToast, toasts, uniqueEmail, waitForHumanFillTime } from "#tests/support/lead-form-helpers.ts";
import {
  MODAL_TITLE,
  field,
  fillRequiredAndGoToLastStep,
  next,
  openConsultationModal,
} from "./consultation-helpers.ts";

async function expectTypedValuesKept(dialog: Locator, email: string) {
  await expect(dialog.getByRole("group", { name: "Additional Information" })).toBeVisible();
  await expect(field(dialog, "Additional Notes")).toHaveValue("Two strings are dead.");
  await dialog.getByRole("button", { name: "Previous" }).click();
  await dialog.getByRole("button", { name: "Previous" }).click();
  await expect(field(dialog, "Property Address")).toHaveValue("1450 Court St, Redding, CA 96001");
  await dialog.getByRole("button", { name: "Previous" }).click();
  await expect(field(dialog, "Full Name")).toHaveValue("Kept Typing");
  await expect(field(dialog, "Email")).toHaveValue(email);
}

test.describe("consultation modal failures", () => {
  test("shows the server's message when the API answers 500 and keeps everything typed", async ({ page }) => {
    const email = uniqueEmail("server-error");
    await page.route("**/api/solar-form", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Database is down for maintenance" }),
      }),
    );
    const { dialog } = await openConsultationModal(page);
    await fillRequiredAndGoToLastStep(dialog, { name: "Kept Typing", email });
    await field(dialog, "Additional Notes").fill("Two strings are dead.");
    await dialog.getByRole("button", { name: "Submit Request" }).click();

    await expectToast(page, "Error", "Database is down for maintenance");
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeEnabled();
    await expect(dialog.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await expectTypedValuesKept(dialog, email);
  });

  test("falls back to 'Failed to submit form. Please try again.' when the answer has no message", async ({ page }) => {
    await page.route("**/api/solar-form", (route) => route.fulfill({ status: 502, body: "" }));
    const { dialog } = await openConsultationModal(page);
    await fillRequiredAndGoToLastStep(dialog, { name: "Kept Typing", email: uniqueEmail("bad-gateway") });
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Error", "Failed to submit form. Please try again.");
  });

  test("says 'Failed to submit form. Please try again.' with the network down, keeps the fill, and a retry goes through once", async ({
    page,
  }) => {
    const email = uniqueEmail("offline");
    await page.route("**/api/solar-form", (route) => route.abort("internetdisconnected"));
    const { dialog, openedAt } = await openConsultationModal(page);
    await fillRequiredAndGoToLastStep(dialog, { name: "Kept Typing", email });
    await field(dialog, "Additional Notes").fill("Two strings are dead.");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Error", "Failed to submit form. Please try again.");
    await expect(toasts(page).locator("li").first()).toHaveClass(/bg-red-700/);
    await expectTypedValuesKept(dialog, email);
    await next(dialog, "Property Details");
    await next(dialog, "Service Requirements");
    await next(dialog, "Additional Information");

    // Back online, the same fill is sent again with the same idempotency key.
    const keys: string[] = [];
    await page.unroute("**/api/solar-form");
    page.on("request", (request) => {
      if (request.url().endsWith("/api/solar-form")) keys.push(request.postDataJSON().idempotencyKey);
    });
    await waitForHumanFillTime(page, openedAt);
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(keys).toHaveLength(1);
  });

  test("shows a 400's field messages under their fields, on their step", async ({ page }) => {
    await page.route("**/api/solar-form", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Please correct the highlighted fields.",
          errors: {
            email: "Please enter a valid email address (e.g., name@example.com)",
            address: "Please enter your complete address",
          },
        }),
      }),
    );
    const { dialog } = await openConsultationModal(page);
    await fillRequiredAndGoToLastStep(dialog, { name: "Kept Typing", email: "looks@valid.example" });
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Error", "Please correct the highlighted fields.");
    await expect(dialog.getByRole("group", { name: "Contact Information" })).toBeVisible();
    await expect(field(dialog, "Email")).toBeFocused();
    await expect(dialog.getByText("Please enter a valid email address (e.g., name@example.com)")).toBeVisible();
    await next(dialog, "Property Details");
    await expect(dialog.getByText("Please enter your complete address")).toBeVisible();
  });

  test("Schedule Consultation opens the same modal; closing it discards the fill", async ({ page }) => {
    const { dialog } = await openConsultationModal(page, "Schedule Consultation", "/");
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    await field(dialog, "Full Name").fill("Changed My Mind");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.getByRole("banner").getByRole("button", { name: "Get Free Quote" }).click();
    await expect(page.getByRole("dialog", { name: MODAL_TITLE })).toBeVisible();
    await expect(field(dialog, "Full Name")).toHaveValue("");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("ignores a failed newsletter subscription after a successful request", async ({ page }) => {
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Down" }),
      }),
    );
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const { dialog, openedAt } = await openConsultationModal(page);
    await fillRequiredAndGoToLastStep(dialog, { name: "Newsletter Fails", email: uniqueEmail("newsletter-down") });
    await dialog.getByLabel("Subscribe to our newsletter for solar tips and updates").check();
    await waitForHumanFillTime(page, openedAt);
    const subscription = page.waitForResponse("**/api/newsletter/subscribe");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await subscription;
    await expect(dialog.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expectToast(page, "Success!", "Your solar consultation request has been submitted. We'll contact you soon!");
    await expect(toasts(page).getByText("Subscription failed")).toHaveCount(0);
    await expect
      .poll(() => errors.some((text) => text.includes("Newsletter subscription after the consultation request failed")))
      .toBe(true);
  });
});
