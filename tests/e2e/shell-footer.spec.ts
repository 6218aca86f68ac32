import { expect, test, type Page } from "@playwright/test";
import { clickUntilVisible } from "#tests/support/click-until-visible.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

const footer = (page: Page) => page.getByRole("contentinfo");

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  // Before hydration the newsletter form posts without the page's code, past this spec's routes.
  await expectHydrated(page);
});

test("shows the company's blurb, social links, services, areas, contact details and hours", async ({ page }) => {
  await expect(footer(page)).toContainText("A Redding company that designs, installs, repairs and maintains solar");
  const social = footer(page).getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(4);
  for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
    await expect(footer(page).getByRole("link", { name: `${network} (opens in a new tab)` })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
  }

  const services = footer(page).getByRole("region", { name: "Services" }).getByRole("link");
  await expect(services).toHaveCount(8);
  await expect(services.first()).toHaveAttribute("href", "/services/residential-solar");

  const areas = footer(page).getByRole("region", { name: "Service Areas" });
  for (const town of ["Redding", "Anderson", "Shasta Lake", "Red Bluff", "Weaverville"]) {
    await expect(areas.getByText(town, { exact: true })).toBeVisible();
  }

  const contact = footer(page).getByRole("region", { name: "Contact" });
  await expect(contact.getByRole("link", { name: "(530) 555-0142" })).toHaveAttribute("href", "tel:+15305550142");
  await expect(contact.getByRole("link", { name: "info@shastasunsolar.example" })).toHaveAttribute(
    "href",
    "mailto:info@shastasunsolar.example",
  );
  for (const line of ["Mon-Fri 8AM-6PM", "Sat 9AM-4PM", "Emergency 24/7"]) {
    await expect(contact.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Shasta Sun Solar, Inc. All rights reserved.`);
});

test("the legal links open real pages", async ({ page }) => {
  const pages: Array<[string, string, string]> = [
    ["Privacy Policy", "/privacy", "Privacy Policy"],
    ["Terms of Service", "/terms", "Terms of Service"],
    ["Accessibility", "/accessibility", "Accessibility Statement"],
  ];
  for (const [link, path, heading] of pages) {
    await footer(page).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    expect(await page.locator("main h2").count()).toBeGreaterThan(2);
  }
});

test.describe("admin code dialog", () => {
  const openDialog = async (page: Page) => {
    const dialog = page.getByRole("dialog", { name: "Admin Access" });
    await clickUntilVisible(footer(page).getByRole("button", { name: "Admin" }), dialog);
    return dialog;
  };

  test("takes at most 4 characters and says 'Invalid admin code' when Enter sends a wrong one", async ({ page }) => {
    const dialog = await openDialog(page);
    const input = dialog.getByLabel("Admin code");
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveAttribute("maxlength", "4");
    await input.pressSequentially("123456");
    await expect(input).toHaveValue("1234");

    // The alert is accepted as it opens: it blocks the page, so Enter's own keyup waits for it.
    const alerts: string[] = [];
    page.once("dialog", (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    const sent = page.waitForRequest("**/api/admin/access-code");
    await input.press("Enter");
    expect((await sent).postDataJSON()).toEqual({ code: "1234" });
    await expect.poll(() => alerts).toEqual(["alert: Invalid admin code"]);
    await expect(page).toHaveURL("/");
  });

  test("the Access Dashboard button submits too, and a verified code goes to /admin-crm", async ({ page }) => {
    // The server check is another engineer's endpoint; here it answers as it will on success.
    await page.route("**/api/admin/access-code", (route) => route.fulfill({ json: { ok: true } }));
    const dialog = await openDialog(page);
    await dialog.getByLabel("Admin code").fill("A1b2");
    await dialog.getByRole("button", { name: "Access Dashboard" }).click();
    // Signed out, /admin-crm sends the visitor to its sign-in page with the way back.
    await expect(page).toHaveURL(/admin-crm/, { timeout: 15_000 });
  });

  test("an empty code sends nothing", async ({ page }) => {
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/admin/access-code")) requests++;
    });
    const dialog = await openDialog(page);
    await dialog.getByLabel("Admin code").press("Enter");
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    await expect(dialog).toBeVisible();
  });
});

test.describe("newsletter form", () => {
  const subscribe = async (page: Page, email: string) => {
    const input = footer(page).getByLabel("Email address");
    await input.fill(email);
    await footer(page).getByRole("button", { name: "Subscribe" }).click();
    return input;
  };
  const toast = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");

  test("an empty or malformed address sends nothing", async ({ page }) => {
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/newsletter/subscribe")) requests++;
    });
    await subscribe(page, "");
    await subscribe(page, "not-an-address");
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
  });

  test("success thanks the visitor and clears the field", async ({ page }) => {
    await page.route("**/api/newsletter/subscribe", (route) => route.fulfill({ status: 201, json: { success: true } }));
    const sent = page.waitForRequest("**/api/newsletter/subscribe");
    const input = await subscribe(page, "reader@example.com");
    expect((await sent).postDataJSON()).toEqual({ email: "reader@example.com", source: "newsletter_form" });
    await expect(toast(page)).toContainText("Successfully subscribed!");
    await expect(toast(page)).toContainText("Thank you for subscribing to our newsletter.");
    await expect(input).toHaveValue("");
  });

  test("a server failure shows the server's message and keeps the address", async ({ page }) => {
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({ status: 429, json: { message: "Too many sign-ups from this address, try again in an hour" } }),
    );
    const input = await subscribe(page, "reader@example.com");
    await expect(toast(page)).toContainText("Subscription failed");
    await expect(toast(page)).toContainText("Too many sign-ups from this address, try again in an hour");
    await expect(input).toHaveValue("reader@example.com");
  });

  test("a server failure without a message says 'Please try again later.'", async ({ page }) => {
    await page.route("**/api/newsletter/subscribe", (route) => route.fulfill({ status: 502, body: "" }));
    await subscribe(page, "reader@example.com");
    await expect(toast(page)).toContainText("Subscription failed");
    await expect(toast(page)).toContainText("Please try again later.");
  });

  test("a network failure says 'Failed to subscribe. Please try again.'", async ({ page }) => {
    await page.route("**/api/newsletter/subscribe", (route) => route.abort("internetdisconnected"));
    await subscribe(page, "reader@example.com");
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("Failed to subscribe. Please try again.");
  });
});
