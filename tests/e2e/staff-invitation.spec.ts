import { randomBytes } from "node:crypto";
import { generateTOTP } from "@epic-web/totp";
import { expect, test } from "@playwright/test";
import { waitForMail } from "#tests/support/e2e-mailbox.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { signInAsAdmin, signInThroughForm } from "#tests/support/e2e-users.ts";

/** The code an authenticator app shows now, made with the server's own library. */
const appCode = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

// The server's rules (expiry, single use, re-send, the last admin): admin-users/staff-accounts.integration.test.ts.
test("an admin invites a technician, who sets up the account, signs in, turns on two-factor and sees only Projects, Appointments, My day, Service tickets and Documents", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = randomBytes(4).toString("hex");
  const technician = { username: `tech_${id}`, password: "Roof-Ladder-42", email: `tech.${id}@example.com` };

  await signInAsAdmin(page.request);
  await page.goto("/admin/staff");
  await expectHydrated(page);
  const invite = page.getByRole("region", { name: "Invite a staff member" });
  await invite.getByLabel("First name").fill("Terry");
  await invite.getByLabel("Last name").fill("Okafor");
  await invite.getByLabel("E-mail address").fill(technician.email);
  await invite.getByLabel("Role").selectOption("technician");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation Sent").first()).toBeVisible();

  const mail = await waitForMail((m) => m.to.includes(technician.email) && m.subject.includes("staff account"));
  const link = mail.text.match(/http\S+\/staff-invitation\/[\w-]+/)![0];

  const context = await browser.newContext();
  const tech = await context.newPage();
  await tech.goto(link);
  await expect(tech.getByRole("heading", { level: 1, name: "Set up your staff account" })).toBeVisible();
  await tech.getByLabel("Username").fill(technician.username);
  await tech.getByLabel(/^Password/).fill(technician.password);
  await tech.getByLabel("Confirm Password").fill(technician.password);
  await tech.getByRole("button", { name: "Set up my account" }).click();
  await expect(tech.getByRole("heading", { name: "Your account is ready" })).toBeVisible();

  await tech.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(tech).toHaveURL(/\/crm-login\?redirectTo=/);
  await signInThroughForm(tech, technician);
  await expect(tech).toHaveURL(/\/admin-crm\/projects$/);

  await tech.goto("/account/two-factor");
  await expectHydrated(tech);
  const secret = (await tech.getByRole("main").locator("code").textContent())!.trim();
  await tech.getByRole("textbox", { name: "Code" }).fill(await appCode(secret));
  await tech.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(tech.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
  await tech.getByRole("link", { name: "I have saved them: continue" }).click();

  await tech.goto("/admin-crm/projects");
  const nav = tech.getByRole("navigation", { name: "Staff areas" });
  await expect(nav.getByRole("link")).toHaveText([
    "Projects",
    "Appointments",
    "My day",
    "Service tickets",
    "Documents",
  ]);
  const denied = await tech.goto("/admin/staff");
  expect(denied?.status()).toBe(403);
  await context.close();

  // The admin's list shows the technician active, signed in, with two-factor on.
  await page.reload();
  const row = page.getByRole("row", { name: /Terry Okafor/ });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("On");
});
