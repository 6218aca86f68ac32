import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { e2eAdmin, e2eAdminAccessCode } from "#tests/support/e2e-env.ts";
import { newClient, registerClient, signInThroughApi, signInThroughForm } from "#tests/support/e2e-users.ts";
import { field } from "#tests/support/lead-form-helpers.ts";

const toast = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

// What the sign-in and registration forms show for bad fields and failed answers: auth/login-form.dom.test.tsx and
// auth/register-form.dom.test.tsx; the server's answers: auth/account-api.integration.test.ts.
test.describe("the /auth page", () => {
  test("shows the Login tab, switches to Register by its link and back, and is accessible", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByText("support")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "info@shastasunsolar.example" })).toBeVisible();
    await expect(page.getByText(/coating/i)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Create one now" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Register", selected: true })).toBeVisible();
    for (const label of [
      "First Name",
      "Last Name",
      "Email",
      "Username",
      "Password",
      "Confirm Password",
      "Company Name (optional)",
      "Phone (optional)",
    ]) {
      await expect(field(page.getByRole("main"), label)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  });

  test("registers a client and lands on the client dashboard, signed in", async ({ page }) => {
    const user = newClient("Jordan");
    await page.goto("/auth?tab=register");
    await page.getByLabel("First Name").fill(user.firstName);
    await page.getByLabel("Last Name").fill(user.lastName);
    await field(page.getByRole("main"), "Email").fill(user.email);
    await page.getByLabel("Username").fill(user.username);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
    await page.getByLabel("Confirm Password").fill(user.password);
    await page.getByLabel("Company Name (optional)").fill("Rivera Orchards");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(toast(page).getByText("Registration Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Client Dashboard" })).toBeVisible();
    await expect(page.getByText("Welcome, Jordan.")).toBeVisible();
    await expect(page.getByText("Rivera Orchards")).toBeVisible();
    await expect(page.getByText("You have no service requests yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a service" })).toHaveAttribute("href", "/request-service");
    const me = await page.request.get("/api/user");
    expect(await me.json()).toMatchObject({
      username: user.username,
      userType: "client",
      companyName: "Rivera Orchards",
    });
    await expectNoAxeViolations(page);

    // A signed-in visitor is sent on from /auth.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/client-dashboard$/);
  });
});

test.describe("signing in and out", () => {
  test("a protected page sends a visitor to sign in and back to it, then signing out ends the session", async ({
    page,
    browser,
  }) => {
    const user = await registerClient((await browser.newContext()).request, newClient("Riley"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
    await signInThroughForm(page, user);
    await expect(toast(page).getByText("Login Successful")).toBeVisible();
    await expect(toast(page).getByText("Welcome back, Riley!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page).getByText("Logged Out")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/user")).status()).toBe(401);
    await page.goto("/client-dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fclient-dashboard$/);
  });

  test("ignores a redirectTo that leaves the site", async ({ page, browser }) => {
    const user = await registerClient((await browser.newContext()).request);
    await page.goto("/auth?redirectTo=%2F%2Fevil.example%2F");
    await signInThroughForm(page, user);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/client-dashboard$/);
  });
});

test.describe("the client dashboard", () => {
  test("edits the profile, refusing another account's e-mail", async ({ page, browser }) => {
    const other = await registerClient((await browser.newContext()).request);
    await registerClient(page.request, newClient("Casey"));
    await page.goto("/client-dashboard");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("First Name").fill("Morgan");
    await page.getByLabel("Phone (optional)").fill("(530) 555-0111");
    await field(page.getByRole("main"), "Email").fill(other.email);
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(toast(page).getByText("Update Failed")).toBeVisible();
    await expect(toast(page).getByText("Failed to update your profile")).toBeVisible();
    await expect(page.getByText("An account with that email already exists")).toBeVisible();

    await field(page.getByRole("main"), "Email").fill(`morgan.${other.email}`);
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(toast(page).getByText("Profile Updated")).toBeVisible();
    await expect(page.getByText("Welcome, Morgan.")).toBeVisible();
    await expect(page.getByText("(530) 555-0111")).toBeVisible();
    await expect(
      page.getByText(`We sent a confirmation link to morgan.${other.email}.`, { exact: true }),
    ).toBeVisible();
  });

  test("changes the password: a wrong current one fails, the new one signs in", async ({ page, browser }) => {
    const user = await registerClient(page.request);
    await page.goto("/client-dashboard");
    await page.getByLabel("Current Password").fill("Not-My-Pass-1");
    await page.getByRole("textbox", { name: "New Password", exact: true }).fill("Brand-New-Pass-2");
    await page.getByLabel("Confirm New Password").fill("Brand-New-Pass-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page).getByText("Password Update Failed")).toBeVisible();
    await expect(toast(page).getByText("Failed to update your password")).toBeVisible();
    await expect(page.getByText("Your current password is incorrect")).toBeVisible();

    await page.getByLabel("Current Password").fill(user.password);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page).getByText("Password Updated")).toBeVisible();
    await expect(page.getByLabel("Current Password")).toHaveValue("");

    const elsewhere = (await browser.newContext()).request;
    const old = await elsewhere.post("/api/login", { data: { username: user.username, password: user.password } });
    expect(old.status()).toBe(401);
    await signInThroughApi(elsewhere, { username: user.username, password: "Brand-New-Pass-2" });
  });
});

test.describe("administrators", () => {
  test("a client meets Access Denied with HTTP 403 on an admin page, and Go Back returns", async ({ page }) => {
    await registerClient(page.request);
    await page.goto("/client-dashboard");
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(
      page.getByText("You don't have permission to access this page. This area is reserved for administrators."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
  });

  test("the admin code is checked by the server and grants nothing: /admin-crm still needs staff sign-in", async ({
    page,
  }) => {
    const wrong = await page.request.post("/api/admin/access-code", { data: { code: "0000" } });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Invalid admin code" });
    const right = await page.request.post("/api/admin/access-code", { data: { code: e2eAdminAccessCode } });
    expect(right.status()).toBe(200);
    expect(await right.json()).toEqual({ ok: true });

    await page.goto("/admin-crm");
    await expect(page).toHaveURL(/\/crm-login\?redirectTo=%2Fadmin-crm$/);
    await expect(page.getByRole("heading", { level: 1, name: "Staff Sign In" })).toBeVisible();
    await expectNoAxeViolations(page);
    await signInThroughForm(page, e2eAdmin);
    await expect(toast(page).getByText(`Welcome back, ${e2eAdmin.firstName}!`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin-crm$/);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  });

  test("manage users: search, promote, disable (signing the user out) and enable", async ({ page, browser }) => {
    const clientContext = await browser.newContext();
    const client = await registerClient(clientContext.request, newClient("Taylor"));
    await signInThroughApi(page.request, e2eAdmin);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "User accounts" })).toBeVisible();

    await page.getByLabel("Search users").fill(client.username);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${client.username}$`));
    await expect(page.getByText(`Showing 1–1 of 1 user matching "${client.username}".`)).toBeVisible();
    const row = page.getByRole("row", { name: /Taylor Rivera/ });
    await expect(row.getByRole("cell", { name: "Client", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: "Disable Taylor Rivera" }).click();
    // Disabling signs the account out everywhere, so it is confirmed first; Cancel changes nothing.
    const confirm = page.getByRole("alertdialog", { name: "Disable Taylor Rivera?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByRole("cell", { name: "Active", exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Disable Taylor Rivera" }).click();
    await confirm.getByRole("button", { name: "Disable account" }).click();
    await expect(toast(page).getByText("Account Disabled")).toBeVisible();
    await expect(row.getByRole("cell", { name: "Disabled", exact: true })).toBeVisible();
    expect((await clientContext.request.get("/api/user")).status()).toBe(401);

    await row.getByRole("button", { name: "Enable Taylor Rivera" }).click();
    await expect(toast(page).getByText("Account Enabled")).toBeVisible();
    await row.getByLabel("Role of Taylor Rivera").selectOption("Administrator");
    await row.getByRole("button", { name: "Change role of Taylor Rivera" }).click();
    await expect(toast(page).getByText("Role Changed")).toBeVisible();
    await expect(row.getByRole("cell", { name: "Administrator", exact: true })).toBeVisible();
    await signInThroughApi(clientContext.request, client);
    expect((await clientContext.request.get("/api/admin/users")).status()).toBe(200);

    await page.getByLabel("Search users").fill(e2eAdmin.username);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(
      page
        .getByRole("row", { name: new RegExp(`${e2eAdmin.firstName} ${e2eAdmin.lastName}`) })
        .getByText("This is you"),
    ).toBeVisible();
  });
});
