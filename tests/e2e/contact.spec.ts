import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { e2eSalesEmail } from "#tests/support/e2e-env.ts";
import { waitForMail } from "#tests/support/e2e-mailbox.ts";
import { expectToast, field, uniqueEmail, waitForHumanFillTime } from "#tests/support/lead-form-helpers.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

async function openContactForm(page: Page) {
  await page.goto("/contact");
  // Before hydration the button posts the form without the page's code (and this spec's routes answer that post).
  await expectHydrated(page);
  const form = page.getByRole("form", { name: "Contact us" });
  // Typing before the form's code is ready would be lost: wait until the form answers a submit by itself.
  await expect(async () => {
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter your name")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return { form, openedAt: Date.now() };
}

test.describe("contact form", () => {
  test("stores the message as a lead, mails the staff and shows the reference", async ({ page }) => {
    const email = uniqueEmail("contact");
    const { form, openedAt } = await openContactForm(page);
    // The form shows its field messages now (which ones: leads/contact-form.dom.test.tsx), and stays accessible.
    await expectNoAxeViolations(page);
    await field(form, "Name").fill("Sam Carter");
    await field(form, "Email").fill(email);
    await field(form, "Message").fill("Do you service systems in Burney?\nOurs is from 2009.");
    await waitForHumanFillTime(page, openedAt);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expectToast(
      page,
      "Message sent!",
      "Thank you for contacting us. We'll contact you within 24 hours on business days.",
    );
    const confirmation = page.getByRole("heading", { name: "Thank you for your message" });
    await expect(confirmation).toBeVisible();
    const reference = (await page.getByRole("main").locator("strong").filter({ hasText: /^SR-/ }).textContent())!;
    expect(reference).toMatch(/^SR-[2-9A-HJ-NP-Z]{6}$/);

    const staff = await waitForMail((mail) => mail.to.includes(e2eSalesEmail) && mail.subject.includes(reference));
    expect(staff.subject).toBe(`New contact message ${reference} from Sam Carter`);
    expect(staff.replyTo).toContain(email);
    expect(staff.text).toContain("Message: \n  Do you service systems in Burney?\n  Ours is from 2009.");
    expect(staff.text).toContain("from the contact form");
    await waitForMail((mail) => mail.to.includes(email) && mail.text.includes(reference));

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(field(page.getByRole("form", { name: "Contact us" }), "Name")).toHaveValue("");
  });
});
