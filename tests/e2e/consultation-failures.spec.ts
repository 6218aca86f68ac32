import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { MODAL_TITLE, field, openConsultationModal } from "./consultation-helpers.ts";

// What the form shows when the API fails is checked in consultation/consultation-form.dom.test.tsx.
test.describe("consultation modal", () => {
  test("Schedule Consultation opens the same modal; closing it discards the fill", async ({ page }) => {
    const { dialog } = await openConsultationModal(page, "Schedule Consultation", "/");
    await expectNoAxeViolations(page);
    await field(dialog, "Full Name").fill("Changed My Mind");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.getByRole("banner").getByRole("button", { name: "Get Free Quote" }).click();
    await expect(page.getByRole("dialog", { name: MODAL_TITLE })).toBeVisible();
    await expect(field(dialog, "Full Name")).toHaveValue("");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
  });
});
