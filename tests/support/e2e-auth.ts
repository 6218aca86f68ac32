import { expect, type Page } from "@playwright/test";
import { e2eAdmin } from "./e2e-env.ts";

/** Signs the page's browser context in through the login API; the session cookie is shared with the page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post("/api/login", {
    data: { username: e2eAdmin.username, password: e2eAdmin.password },
  });
  expect(response.status(), `sign-in as ${e2eAdmin.username}`).toBe(200);
}
