import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
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

async function unsubscribedPage(page: Page, request: APIRequestContext) {
  const email = uniqueEmail("resubscribe");
  await page.goto(await subscribeAndGetLink(request, email));
  // The button works before hydration too (a plain form POST); the newsletter form after it needs the page hydrated.
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("main").getByRole("form", { name: "Newsletter" });
  return { form, input: form.getByLabel("Email address") };
}

test.describe("newsletter", () => {
  test("the welcome mail's link unsubscribes with one click on a confirmation page", async ({ page, request }) => {
    const email = uniqueEmail("leaving");
    await page.goto(await subscribeAndGetLink(request, email));
    await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await expect(page.getByText("You have been unsubscribed from our newsletter.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
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

  test("subscribing shows 'Successfully subscribed!' and clears the field; empty submits nothing", async ({
    page,
    request,
  }) => {
    const { form, input } = await unsubscribedPage(page, request);
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/newsletter/subscribe")) posts.push(req.postData() ?? "");
    });
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("required", "");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(input).toBeFocused();
    expect(posts).toEqual([]);

    const email = uniqueEmail("back-again");
    await input.fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Successfully subscribed!", "Thank you for subscribing to our newsletter.");
    await expect(input).toHaveValue("");
    expect(posts.map((body) => JSON.parse(body))).toEqual([{ email, source: "newsletter_form" }]);
  });

  test("a server failure shows 'Subscription failed' with the server's message, or 'Please try again later.'", async ({
    page,
    request,
  }) => {
    const { form, input } = await unsubscribedPage(page, request);
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Mailing list unavailable" }),
      }),
    );
    await input.fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Subscription failed", "Mailing list unavailable");
    await expect(input).toHaveValue("reader@example.com");

    await page.unroute("**/api/newsletter/subscribe");
    await page.route("**/api/newsletter/subscribe", (route) => route.fulfill({ status: 503, body: "" }));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Subscription failed", "Please try again later.");
  });

  test("a network failure shows 'Error' / 'Failed to subscribe. Please try again.'", async ({ page, request }) => {
    const { form, input } = await unsubscribedPage(page, request);
    await page.route("**/api/newsletter/subscribe", (route) => route.abort("internetdisconnected"));
    await input.fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Error", "Failed to subscribe. Please try again.");
    await expect(input).toHaveValue("reader@example.com");
  });
});
