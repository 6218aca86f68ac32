import type { Page } from "@playwright/test";
import { portfolioProjects } from "#app/content/portfolio.ts";
import { isStaffPage, pageTable } from "#app/route-table.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test as base } from "#tests/support/e2e-fixtures.ts";
import { createWalkRecords, type WalkRecords } from "#tests/support/walk-records.ts";
import { journeys } from "./page-walk-journeys.ts";

/**
 * Every page of the route table, loaded once as the visitor it is for (staff pages as the administrator, client
 * pages and an order's confirmation as its client), plus the public pages' query variants and an unknown path.
 * Each page answers its status with an h1 under a CSP with a nonce and no violation, passes axe at desktop width in
 * the light theme, then on a 390 px phone in the dark theme it scrolls down, never sideways, and passes axe again.
 * The rules that need no browser (statuses, h1 in the HTML, redirects, search metadata) are integration tests:
 * app/routes.integration.test.ts and app/areas/site/seo/page-head.integration.test.ts.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Visitor = "visitor" | "client" | "admin";
interface Visit {
  path: string;
  as: Visitor;
  status: number;
}

/** Pages opened from a link in a mail, which answer 400 without the link's token. */
const pagesOfMailedLinks = new Set(["/newsletter/unsubscribe", "/verify-email"]);
/**
 * Pages opened from a signed link the walk cannot make (only the server's job mails it): walked with another link's
 * token, they show their page for a link that is not valid, 404.
 */
const pagesOfSignedLinksNotMade = new Set(["/plan-visit/:token"]);
const UNKNOWN_PATH = "/no-such-page";

const visits: Visit[] = [
  ...pageTable
    .filter((entry) => !/\.(xml|txt)$/.test(entry.path))
    .flatMap((entry): Visit[] => {
      const as: Visitor = isStaffPage(entry)
        ? "admin"
        : entry.access === "signedIn" || entry.path.includes(":orderNumber")
          ? "client"
          : "visitor";
      const status = pagesOfMailedLinks.has(entry.path) ? 400 : pagesOfSignedLinksNotMade.has(entry.path) ? 404 : 200;
      // Every project's page: their photos and texts differ.
      const paths =
        entry.path === "/portfolio/:slug"
          ? portfolioProjects.map((project) => `/portfolio/${project.slug}`)
          : [entry.path];
      return paths.map((path) => ({ path, as, status }));
    }),
  // Pages rendered per request from their query.
  ...[
    "/portfolio?category=agricultural",
    "/resources/savings-calculator?bill=300",
    "/resources/technical-data?type=battery",
    "/resources/technical-data?q=grid",
    "/comparison?skus=DEMO-PNL-400,DEMO-PNL-430,DEMO-PNL-370",
  ].map((path): Visit => ({ path, as: "visitor", status: 200 })),
  { path: UNKNOWN_PATH, as: "visitor", status: 404 },
];

const test = base.extend<object, { walkRecords: WalkRecords }>({
  walkRecords: [
    async ({ adminStorageState }, use) => use(await createWalkRecords(adminStorageState)),
    { scope: "worker" },
  ],
});

/** What sticks out past the right edge, for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate((width) => {
    const wide = [...document.querySelectorAll("body *")].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    return wide
      .filter((el) => !wide.includes(el.parentElement as Element))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
  }, PHONE.width);

// Two axe runs over a long page take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

type WithViolations = { cspViolations: string[] };

for (const visit of visits) {
  test(`${visit.path} as ${visit.as}`, async ({ browser, adminStorageState, walkRecords }) => {
    // The pages with a journey run axe once or twice more.
    if (journeys[visit.path]) test.slow();
    const storageState = { visitor: undefined, client: walkRecords.clientState, admin: adminStorageState }[visit.as];
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: "light", storageState });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as WithViolations).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const response = await page.goto(walkRecords.concrete(visit.path));
    expect(response?.status()).toBe(visit.status);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (visit.path === UNKNOWN_PATH) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    } else {
      await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
    }
    // Once idle, the parts loaded on demand (the carousel, the forms' code) are there and checked too.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page, "desktop, light theme");
    await journeys[visit.path]?.atDesktop?.(page);

    await page.setViewportSize(PHONE);
    // The page follows the system's theme as it changes (once hydrated, which this also proves).
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // Staff pages wear the staff shell, whose areas must fit the phone as well as the page itself.
    if (visit.as === "admin") await expect(page.getByRole("navigation", { name: "Staff areas" })).toBeVisible();
    // Parts that measure themselves (charts) settle a moment after the resize.
    await expect(async () => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `wider than the phone: ${(await overflowing(page)).join(", ")}`).toBeLessThanOrEqual(
        PHONE.width,
      );
    }).toPass({ timeout: 5_000 });
    await expectNoAxeViolations(page, "390 px phone, dark theme");
    await journeys[visit.path]?.onPhone?.(page);

    expect(await page.evaluate(() => (window as unknown as WithViolations).cspViolations)).toEqual([]);
    await context.close();
  });
}
