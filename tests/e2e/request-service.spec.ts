import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { e2eSalesEmail } from "#tests/support/e2e-env.ts";
import { waitForMail } from "#tests/support/e2e-mailbox.ts";
import { newClient, registerClient } from "#tests/support/e2e-users.ts";
import { expectToast, field, uniqueEmail, waitForHumanFillTime } from "#tests/support/lead-form-helpers.ts";
import { fillRequiredAndGoToLastStep, next, nextOnceHydrated } from "./consultation-helpers.ts";

test.describe("standalone service request form", () => {
  // Which service each ?service= value picks is preselected-service.test.ts; this is the page passing it to the form.
  test("?service=repairs preselects Solar Repair", async ({ page }) => {
    await page.goto("/request-service?service=repairs");
    const form = page.getByRole("form", { name: "Solar consultation request" });
    await nextOnceHydrated(form, "Property Details");
    await next(form, "Service Requirements");
    await expect(field(form, "Service Needed")).toHaveValue("Solar Repair");
  });

  test.describe("before its code has loaded", () => {
    test.use({ javaScriptEnabled: false });
    test("the page already shows the form", async ({ page }) => {
      // The form's code loads apart from the page's and hydrates after it; the server renders the form itself.
      await page.goto("/request-service?service=repairs");
      const form = page.getByRole("form", { name: "Solar consultation request" });
      await expect(form.getByRole("group", { name: "Contact Information" })).toBeVisible();
      await expect(field(form, "Full Name")).toBeVisible();
    });
  });

  test("sends a request from the page with its source and thanks with the reference", async ({ page }) => {
    const email = uniqueEmail("request-page");
    await page.goto("/request-service?service=repairs");
    await expect(page.getByRole("heading", { level: 1, name: "Request Service" })).toBeVisible();
    await expectNoAxeViolations(page);

    const main = page.getByRole("main");
    await nextOnceHydrated(main, "Property Details");
    const openedAt = Date.now();
    await main.getByRole("button", { name: "Previous" }).click();
    await fillRequiredAndGoToLastStep(main, { name: "Page Visitor", email });
    await waitForHumanFillTime(page, openedAt);
    const sent = page.waitForRequest("**/api/solar-form");
    await main.getByRole("button", { name: "Submit Request" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      source: "service_request_form",
      serviceNeeded: "Solar Repair",
      email,
    });

    await expectToast(page, "Success!", "Your solar consultation request has been submitted. We'll contact you soon!");
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const reference = (await main.locator("strong").filter({ hasText: /^SR-/ }).textContent())!;
    const staff = await waitForMail((mail) => mail.to.includes(e2eSalesEmail) && mail.subject.includes(reference));
    expect(staff.subject).toBe(`New service request ${reference}: Solar Repair for Page Visitor`);
    expect(staff.text).toContain("from the service request page");

    await main.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(main.getByRole("group", { name: "Contact Information" })).toBeVisible();
    await expect(field(main, "Full Name")).toHaveValue("");
  });

  test("a signed-in client finds name, e-mail and phone filled in", async ({ page }) => {
    const client = { ...newClient("Robin"), phone: "530-555-0123" };
    await registerClient(page.request, client);
    await page.goto("/request-service?service=maintenance");
    const form = page.getByRole("form", { name: "Solar consultation request" });
    await expect(field(form, "Full Name")).toHaveValue(`${client.firstName} ${client.lastName}`);
    await expect(field(form, "Email")).toHaveValue(client.email);
    await expect(field(form, "Phone")).toHaveValue("530-555-0123");
    await nextOnceHydrated(form, "Property Details");
    await form.getByRole("button", { name: "Previous" }).click();
    await expect(field(form, "Full Name")).toHaveValue(`${client.firstName} ${client.lastName}`);
  });
});
