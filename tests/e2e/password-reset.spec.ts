import { expect, test, type Page } from "@playwright/test";
import { waitForMail } from "#tests/support/e2e-mailbox.ts";
import { newClient, registerClient, signInThroughApi, signInThroughForm } from "#tests/support/e2e-users.ts";

const NEW_PASSWORD = "Fresh-Start-77";

/** Asks for a reset link on /forgot-password and returns the link the mail brought. */
async function resetLinkFor(page: Page, emailOrUsername: string, mailTo: string): Promise<string> {
  await page.goto("/forgot-password");
  await page.getByLabel("Email or username").fill(emailOrUsername);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "If an account exists for that e-mail address or username, we have sent a link to reset the password to its e-mail address. The link works for one hour.",
  );
  const mail = await waitForMail((m) => m.to.includes(mailTo) && m.subject.startsWith("Reset your"));
  return mail.text.match(/http\S+\/reset-password\?token=[\w-]+/)![0];
}

async function setNewPassword(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel("New Password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
}

test.describe("forgot password", () => {
  test("a reset link by e-mail sets a new password that signs in, and ends the other sessions", async ({
    page,
    browser,
  }) => {
    const elsewhere = (await browser.newContext()).request;
    const user = await registerClient(elsewhere, newClient("Robin"));
    const link = await resetLinkFor(page, user.email, user.email);
    await setNewPassword(page, link);
    expect((await elsewhere.get("/api/user")).status()).toBe(401);

    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughForm(page, { username: user.username, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByText("Welcome, Robin.")).toBeVisible();

    await page.goto(link);
    await page.getByLabel("New Password").fill("Another-Pass-88");
    await page.getByLabel("Confirm Password").fill("Another-Pass-88");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByText("This password reset link is not valid")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the forms still ask for a link by username and set the new password", async ({ page, browser }) => {
      const user = await registerClient((await browser.newContext()).request, newClient("Quinn"));
      await setNewPassword(page, await resetLinkFor(page, user.username, user.email));
      await signInThroughApi(page.request, { username: user.username, password: NEW_PASSWORD });
    });
  });
});

test.describe("e-mail confirmation", () => {
  test("the dashboard asks to confirm, resends the link, and the link confirms", async ({ page }) => {
    const user = await registerClient(page.request, newClient("Avery"));
    await page.goto("/client-dashboard");
    const notice = page.getByRole("region", { name: "Please confirm your e-mail address" });
    await expect(notice).toContainText(`We sent a confirmation link to ${user.email}.`);
    await notice.getByRole("button", { name: "Resend" }).click();
    await expect(notice.getByRole("status")).toHaveText(`We sent a confirmation link to ${user.email}.`);

    const isConfirmation = (m: { to: string[]; subject: string }) =>
      m.to.includes(user.email) && m.subject.startsWith("Confirm your e-mail");
    const link = (await waitForMail(isConfirmation)).text.match(/http\S+\/verify-email\?token=[\w-]+/)![0];
    await page.goto(`${link}x`);
    await expect(page.getByRole("heading", { name: "This confirmation link is not valid" })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page.getByText("Welcome, Avery.")).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
