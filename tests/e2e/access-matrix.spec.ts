import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from "@playwright/test";
import { pageTable } from "../../app/route-table.ts";
import { registerClient, signInAsAdmin } from "../support/e2e-users.ts";

/**
 * Every page the route table declares as signedIn or admin, visited as anonymous,
 * client and admin: the server's loader must enforce what the table says.
 */
const protectedPages = pageTable
  .filter((page) => page.access !== "public")
  .map((page) => ({ ...page, url: page.path.replace(/:(\w+)/g, "e2e-$1") }));

/** The staff back office sends people to the staff sign-in; every other page to /auth. */
const signInPageOf = (path: string) =>
  path === "/admin-crm" || path.startsWith("/admin-crm/") ? "/crm-login" : "/auth";

test("the route table declares protected pages, the admin area among them", () => {
  expect(protectedPages.map((page) => page.path)).toEqual(
    expect.arrayContaining(["/dashboard", "/client-dashboard", "/admin", "/admin-dashboard", "/admin-crm"]),
  );
});

let clientContext: BrowserContext;
let adminContext: BrowserContext;
async function signedInContext(browser: Browser, signIn: (request: APIRequestContext) => Promise<unknown>) {
  const context = await browser.newContext();
  await signIn(context.request);
  return context;
}
test.beforeAll(async ({ browser }) => {
  clientContext = await signedInContext(browser, (request) => registerClient(request));
  adminContext = await signedInContext(browser, signInAsAdmin);
});
test.afterAll(async () => {
  await clientContext.close();
  await adminContext.close();
});

for (const page of protectedPages) {
  test.describe(`${page.url} (${page.access})`, () => {
    test("anonymous: redirected to sign in, with the way back", async ({ request }) => {
      const response = await request.get(page.url, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe(
        `${signInPageOf(page.url)}?redirectTo=${encodeURIComponent(page.url)}`,
      );
    });

    test(`client: ${page.access === "admin" ? "Access Denied with 403" : "allowed"}`, async () => {
      const tab = await clientContext.newPage();
      const response = await tab.goto(page.url);
      if (page.access === "admin") {
        expect(response?.status()).toBe(403);
        await expect(tab.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
        await expect(tab.getByRole("button", { name: "Go Back" })).toBeVisible();
      } else {
        expect(response?.status()).toBe(200);
        await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(tab.getByText("Access Denied")).toHaveCount(0);
      }
      await tab.close();
    });

    test("admin: allowed", async () => {
      const tab = await adminContext.newPage();
      const response = await tab.goto(page.url);
      // A page about one record (/admin-crm/leads/:id) finds none under the made-up id: the 404 page, not a refusal.
      expect(response?.status()).toBe(page.path.includes(":") ? 404 : 200);
      await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(tab.getByText("Access Denied")).toHaveCount(0);
      await tab.close();
    });
  });
}
