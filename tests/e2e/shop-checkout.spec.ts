import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { newClient, registerClient } from "#tests/support/e2e-users.ts";

test("a client checks out with invoice, sees the confirmation and the order on the dashboard; an admin fulfils it", async ({
  page,
  browser,
  adminStorageState,
}) => {
  const client = await registerClient(page.request, newClient("Jordan"));

  await page.goto("/shop/products/north-ridge-400-w-mono-panel");
  await expectHydrated(page);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to your cart")).toBeVisible();
  await page.goto("/shop/cart");
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);

  // Contact: filled in from the account; an error is shown under its field and what was typed stays.
  await expect(page.getByLabel("Full name")).toHaveValue(`${client.firstName} ${client.lastName}`);
  await page.getByLabel("Phone").fill("555");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please enter a valid phone number with at least 10 digits")).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("555");
  await expect(page.getByLabel("Phone")).toBeFocused();
  await page.getByLabel("Phone").fill("(530) 555-0177");
  await page.getByLabel("Phone").press("Enter");

  // Delivery, by keyboard: the form is submitted with Enter.
  await expect(page.getByRole("heading", { name: "Delivery" })).toBeFocused();
  await expect(page.getByLabel("Ship to my address")).toBeChecked();
  await page.getByLabel("Street address").fill("1450 Court St");
  await page.getByLabel("City").fill("Redding");
  await page.getByLabel("ZIP code").fill("9600");
  await page.getByLabel("ZIP code").press("Enter");
  await expect(page.getByText("Please enter a 5-digit ZIP code (e.g., 96001)")).toBeVisible();
  await page.getByLabel("ZIP code").fill("96001");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Billing and payment" })).toBeVisible();
  await expect(page.getByLabel("Pay by invoice / at installation")).toBeChecked();
  // Without the Stripe keys (the e2e server has none) there is no card option.
  await expect(page.getByLabel("Pay by card (Stripe)")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await expect(page.getByText("2 × North Ridge 400 W mono panel")).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  const orderNumber = (await page.locator("strong.font-mono").textContent())!;
  expect(orderNumber).toMatch(/^SO-[2-9A-HJ-NP-Z]{10}$/);
  await expect(page.getByText("We process your order within 1–2 business days.")).toBeVisible();
  await expect(page.getByText("Delivery takes 5–7 business days after dispatch.")).toBeVisible();
  await expect(page.getByText("Awaiting payment").first()).toBeVisible();

  await page.goto("/dashboard");
  const myOrders = page.getByRole("region", { name: "Your orders" });
  await expect(myOrders.getByRole("link", { name: orderNumber })).toBeVisible();

  const staff = await browser.newContext({ storageState: adminStorageState });
  const admin = await staff.newPage();
  await admin.goto(`/platform/inventory/orders?search=${orderNumber}`);
  const row = admin.getByRole("row").filter({ hasText: orderNumber });
  await row.getByRole("button", { name: `Mark paid ${orderNumber}` }).click();
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Mark fulfilled ${orderNumber}` }).click();
  await expect(row.getByText("Fulfilled", { exact: true })).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(
    page.getByRole("region", { name: "Your orders" }).getByRole("row").filter({ hasText: orderNumber }),
  ).toContainText("Fulfilled");
});
