import { expect, test } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";

const darkBackground = "oklch(0.129 0.042 264.695)"; // Tailwind slate-950, the dark theme's body

test("a stored dark theme is applied by the inline script before any bundle runs", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => localStorage.setItem("theme", "dark"));

  // No application JavaScript: only the server-rendered document and its inline script.
  let blocked = 0;
  await page.route("**/assets/*.js", (route) => {
    blocked++;
    return route.abort();
  });
  const classAtDomReady = page
    .waitForEvent("domcontentloaded")
    .then(() => page.evaluate(() => document.documentElement.className));
  await page.reload();
  expect(await classAtDomReady).toContain("dark");
  await expect.poll(() => blocked).toBeGreaterThan(0);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
});

test("the first paint already has the stored theme (checked at the first frame)", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    // Record the theme when the first element of <body> is parsed, i.e. before anything can paint.
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/privacy");
  expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toContain("dark");
});

test("the choice survives a reload and the OS preference is followed live under system", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expectHydrated(page);
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await expectHydrated(page);

  await page.evaluate(() => localStorage.setItem("theme", "system"));
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test("the inline theme script carries the CSP nonce", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = (await response?.text()) ?? "";
  expect(html).toContain(`<script nonce="${nonce}">(function(){try{var t=localStorage.getItem("theme")`);
  expect(violations).toEqual([]);
});
