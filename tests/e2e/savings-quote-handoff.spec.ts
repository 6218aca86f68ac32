import { expect, test } from "@playwright/test";
import { clickUntilVisible } from "#tests/support/click-until-visible.ts";
import { signInAsAdmin } from "#tests/support/e2e-users.ts";
import { uniqueEmail, waitForHumanFillTime } from "#tests/support/lead-form-helpers.ts";
import { fillRequiredAndGoToLastStep, MODAL_TITLE } from "./consultation-helpers.ts";
import { headline } from "./savings-helpers.ts";

test("Get an exact quote sends the estimate with the request, and staff see it on the lead", async ({
  page,
  browser,
}) => {
  await page.goto("/resources/roi-calculator?utility=pge&bill=310&battery=13.5");
  const savings = await headline(page, "Year-one savings").textContent();
  const dialog = page.getByRole("dialog", { name: MODAL_TITLE });
  await clickUntilVisible(page.getByRole("button", { name: "Get an exact quote" }), dialog);
  const openedAt = Date.now();
  await expect(dialog.getByText("Your calculator estimate is attached to this request:")).toBeVisible();
  await expect(dialog.getByText(`Year-one savings: ${savings}`)).toBeVisible();

  await fillRequiredAndGoToLastStep(dialog, { name: "Dana Whitfield", email: uniqueEmail("roi-quote") });
  await waitForHumanFillTime(page, openedAt);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  const reference = (await dialog
    .locator("strong")
    .filter({ hasText: /^[A-Z]{2}-/ })
    .textContent())!;

  const staff = await browser.newPage();
  await signInAsAdmin(staff.request);
  const list = await staff.request.get(`/api/admin/leads?search=${reference}`);
  const [lead] = (await list.json()).items as { id: string }[];
  await staff.goto(`/admin-crm/leads/${lead!.id}`);
  const estimate = staff.getByRole("region", { name: "Calculator estimate" });
  await expect(estimate.getByText(savings!)).toBeVisible();
  await expect(estimate.getByText("PG&E", { exact: true })).toBeVisible();
  await expect(estimate.getByRole("link", { name: /Open the ROI calculator/ })).toHaveAttribute(
    "href",
    /^\/resources\/roi-calculator\?utility=pge&bill=310&.*battery=13\.5/,
  );
  await staff.close();
});
