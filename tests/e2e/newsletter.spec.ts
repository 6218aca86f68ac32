import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { waitForMail } from "#tests/support/e2e-mailbox.ts";
import { expectToast, uniqueEmail } from "#tests/support/lead-form-helpers.ts";

/** Subscribes an address through the API and returns the unsubscribe link of its welcome mail. */
async function subscribeAndGetLink(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/newsletter/subscribe", { data: { email, source: "newsletter_form" } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ success: true, message: "Thank you for subscribing to our newsletter." });
  const welcome = await waitForMail((mail) => mail.to.includes(email));
  expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const link = welcome.text.match(/http\S+\/newsletter\/unsubscribe\?token=[\w-]+/)![0];
  expect(welcome.headers["list-unsubscribe"]).toBe(`<${link}>`);
  return link;
}

test.describe("newsletter", () => {
  test("the welcome mail's link unsubscribes with one click on a confirmation page, whose form subscribes again", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("leaving");
    await page.goto(await subscribeAndGetLink(request, email));
    await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await expect(page.getByText("You have been unsubscribed from our newsletter.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

    // The page's newsletter form subscribes again (its failures: newsletter/newsletter-form.dom.test.tsx).
    await page.waitForLoadState("networkidle");
    const form = page.getByRole("main").getByRole("form", { name: "Newsletter" });
    const sent = page.waitForRequest("**/api/newsletter/subscribe");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect((await sent).postDataJSON()).toEqual({ email, source: "newsletter_form" });
    await expectToast(page, "Successfully subscribed!", "Thank you for subscribing to our newsletter.");
    await expect(form.getByLabel("Email address")).toHaveValue("");
  });

  test("mail programs unsubscribe with an RFC 8058 one-click POST to the link", async ({ page, request }) => {
    const link = await subscribeAndGetLink(request, uniqueEmail("one-click"));
    const res = await request.post(link, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  });

  test("an altered link is refused", async ({ page, request }) => {
    const link = await subscribeAndGetLink(request, uniqueEmail("tampered"));
    const tampered = link.replace(/token=(.)/, (_all, first: string) => `token=${first === "A" ? "B" : "A"}`);
    const res = await page.goto(tampered);
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Unsubscribe link not valid" })).toBeVisible();
    expect((await request.post(tampered, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(400);
  });
});
