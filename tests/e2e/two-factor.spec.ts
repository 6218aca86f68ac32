import { generateTOTP } from "@epic-web/totp";
import { expect, test } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";
import { newClient, registerClient, signInAsAdmin, signInThroughForm } from "#tests/support/e2e-users.ts";

/** The code an authenticator app shows now, made with the server's own library. */
const appCode = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
const timeStep = () => Math.floor(Date.now() / 30_000);

// The server's answers (replay, rate limits, trusted browsers, the required mode): auth/two-factor-*.integration.test.ts.
test("a staff member sets up two-factor, signs out, and signs in again with a code", async ({ page, playwright }) => {
  // Each code is accepted once: the sign-in after the setup waits for the app's next code, up to 30 seconds.
  test.setTimeout(120_000);
  // A new staff member: registered as a client, made a staff member by the e2e admin.
  const member = newClient("Jordan");
  const registration = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await registerClient(registration, member);
  const { id } = (await (await registration.get("/api/user")).json()) as { id: string };
  await registration.dispose();
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signInAsAdmin(admin);
  expect((await admin.post(`/api/admin/users/${id}/role`, { data: { userType: "admin" } })).status()).toBe(200);
  await admin.dispose();

  await page.goto("/crm-login");
  await signInThroughForm(page, member);
  await expect(page).toHaveURL(/\/admin-crm$/);

  await page.goto("/account/two-factor");
  await expectHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of your two-factor key/ })).toBeVisible();
  const secret = (await page.getByRole("main").locator("code").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const setupCode = await appCode(secret);
  // Taken after the code, so the wait below never ends on the step of the code just used.
  const setupStep = timeStep();
  await page.getByRole("textbox", { name: "Code" }).fill(setupCode);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const recoveryCodes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(recoveryCodes).toHaveCount(10);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  await expect(page).toHaveURL(/\/admin-crm$/);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto("/crm-login");
  await signInThroughForm(page, member);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expect(page).toHaveURL(/\/crm-login$/);
  await expect.poll(timeStep, { timeout: 35_000 }).toBeGreaterThan(setupStep);
  await page.getByRole("textbox", { name: "Code" }).fill(await appCode(secret));
  await page.getByLabel("Trust this browser for 30 days").check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin-crm$/);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
});
