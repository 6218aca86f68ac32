import { expect, test, type Page } from "@playwright/test";
import { e2eAdmin } from "#tests/support/e2e-env.ts";
import { newClient, registerClient } from "#tests/support/e2e-users.ts";
import { field } from "#tests/support/lead-form-helpers.ts";

test.use({ javaScriptEnabled: false });

// What the posted forms answer (the server's message, the SPEC messages, a taken username, a redirectTo leaving the
// site) and that every form with a password posts: auth/account-forms-without-javascript.integration.test.ts.

/** Every request the page makes, as "METHOD url", to prove what went where. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  return requests;
}

test.describe("signing in without JavaScript", () => {
  test("posts the form (never a GET with the password) and lands where the visitor was going", async ({
    page,
    browser,
  }) => {
    const user = await registerClient((await browser.newContext()).request);
    const requests = recordRequests(page);
    await page.goto("/auth?redirectTo=%2Fdashboard");
    await page.getByLabel("Username").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(requests).toContain(`POST ${new URL(page.url()).origin}/auth?redirectTo=%2Fdashboard`);
    expect(requests.filter((line) => line.includes(encodeURIComponent(user.password)))).toEqual([]);
    expect(requests.filter((line) => line.includes(user.password))).toEqual([]);
  });

  test("staff sign in on /crm-login and reach the back office", async ({ page }) => {
    await page.goto("/crm-login");
    await page.getByLabel("Username").fill(e2eAdmin.username);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin-crm$/);
  });
});

test.describe("registering without JavaScript", () => {
  test("creates the account and signs it in", async ({ page }) => {
    const user = newClient("Robin");
    await page.goto("/auth?tab=register");
    const main = page.getByRole("main");
    await field(main, "First Name").fill(user.firstName);
    await field(main, "Last Name").fill(user.lastName);
    await field(main, "Email").fill(user.email);
    await field(main, "Username").fill(user.username);
    await field(main, "Password").fill(user.password);
    await field(main, "Confirm Password").fill(user.password);
    await main.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/client-dashboard$/);
    const me = await page.request.get("/api/user");
    expect((await me.json()).username).toBe(user.username);
  });
});
