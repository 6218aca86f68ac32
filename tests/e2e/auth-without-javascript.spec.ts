import { expect, test, type Page } from "@playwright/test";
import { e2eAdmin } from "#tests/support/e2e-env.ts";
import { newClient, registerClient } from "#tests/support/e2e-users.ts";
import { field } from "#tests/support/lead-form-helpers.ts";

test.use({ javaScriptEnabled: false });

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

  test("shows the server's message and keeps the username, not the password, after a wrong password", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByLabel("Username").fill("nobody_without_js");
    await page.getByLabel("Password").fill("WrongPass1");
    const response = page.waitForResponse((res) => res.request().method() === "POST");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect((await response).status()).toBe(401);
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page.getByLabel("Username")).toHaveValue("nobody_without_js");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("names the empty fields with the SPEC messages", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter your username")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();
  });

  test("a redirectTo that leaves the site is ignored by the posted form too", async ({ page, browser }) => {
    const user = await registerClient((await browser.newContext()).request);
    await page.goto("/auth?redirectTo=%2F.%2F%2Fevil.example");
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/client-dashboard$/);
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

  test("shows a taken username under its field and keeps what was typed, but no password", async ({
    page,
    browser,
  }) => {
    const existing = await registerClient((await browser.newContext()).request);
    const user = newClient("Sam");
    await page.goto("/auth?tab=register");
    const main = page.getByRole("main");
    await field(main, "First Name").fill(user.firstName);
    await field(main, "Last Name").fill(user.lastName);
    await field(main, "Email").fill(user.email);
    await field(main, "Username").fill(existing.username);
    await field(main, "Password").fill(user.password);
    await field(main, "Confirm Password").fill(user.password);
    await main.getByRole("button", { name: "Create Account" }).click();
    await expect(main.getByText("That username is already taken").first()).toBeVisible();
    await expect(field(main, "Username")).toHaveAttribute("aria-invalid", "true");
    await expect(field(main, "First Name")).toHaveValue(user.firstName);
    await expect(field(main, "Email")).toHaveValue(user.email);
    await expect(field(main, "Password")).toHaveValue("");
  });
});

test.describe("forms with a password field", () => {
  for (const path of ["/", "/auth", "/auth?tab=register", "/crm-login", "/contact"]) {
    test(`on ${path} all post, so nothing typed lands in an address`, async ({ page }) => {
      await page.goto(path);
      const forms = await page.locator("form").evaluateAll((elements) =>
        elements.map((form) => ({
          method: (form as HTMLFormElement).method,
          hasPassword: form.querySelector('input[type="password"]') !== null,
        })),
      );
      expect(forms.filter((form) => form.hasPassword && form.method !== "post")).toEqual([]);
      if (path.startsWith("/auth") || path === "/crm-login") expect(forms.some((form) => form.hasPassword)).toBe(true);
    });
  }
});
