import { randomBytes } from "node:crypto";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { confirmEmailAddress, newClient, registerClient } from "#tests/support/e2e-users.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

// The figures (months, the estimate, the days with no data) and the plan's schedule are integration-tested beside
// the code: system-production/production.integration.test.ts and maintenance-plans/*.integration.test.ts.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The office's day `days` before today, as "2026-11-27". */
function officeDayBefore(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(
    new Date(Date.now() - days * 86_400_000),
  );
}

test("a client sees their system's production by month and their plan's next visit on their dashboard", async ({
  page,
  playwright,
  adminStorageState,
}) => {
  test.setTimeout(120_000);
  const id = randomBytes(4).toString("hex");

  // A client of ours: their account, their customer's site with a solar system, an annual check-up sold at that
  // site today and two days of the system's production.
  const client = await registerClient(page.request, newClient("Iris"));
  await confirmEmailAddress(page.request, client);
  const admin = await playwright.request.newContext({ storageState: adminStorageState });
  const customers = await admin.get(`/api/crm/customers?q=${encodeURIComponent(client.email)}`);
  const [customer] = ((await customers.json()) as { items: { id: string }[] }).items;
  const site = await admin.post("/api/service/sites", {
    data: {
      customerId: customer!.id,
      address: { line1: `${id} Eureka Way`, city: "Redding", state: "CA", postalCode: "96001" },
    },
  });
  expect(site.status(), await site.text()).toBe(201);
  const siteId = ((await site.json()) as { id: string }).id;
  const system = await admin.post("/api/service/systems", {
    data: { siteId, kind: "solar", kwDc: 6.4, installedOn: "2022-04-20", installer: "us" },
  });
  expect(system.status(), await system.text()).toBe(201);
  const plan = await admin.post("/api/service/plans", {
    data: { siteId, templateId: "annual-check-up", startsOn: officeDayBefore(0) },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const firstVisit = ((await plan.json()) as { visits: { dueOn: string }[] }).visits[0]!;
  // Two days in one month: the day before yesterday and the day before that.
  const days = [officeDayBefore(2), officeDayBefore(3)];
  const sameMonth = days[0]!.slice(0, 7) === days[1]!.slice(0, 7);
  const readings = await admin.post(`/api/service/systems/${((await system.json()) as { id: string }).id}/production`, {
    data: {
      readings: [
        { date: days[0], kWh: 31.5 },
        { date: days[1], kWh: 27 },
      ],
    },
  });
  expect(readings.status(), await readings.text()).toBe(200);
  await admin.dispose();

  // Signed in (the session the registration set), the client opens their dashboard.
  await page.goto("/dashboard");
  await expectHydrated(page);

  const production = page.getByRole("table", { name: /Production by month/ });
  const [year, month] = days[0]!.split("-").map(Number);
  const monthRow = production.getByRole("row").filter({ hasText: `${MONTHS[month! - 1]} ${year}` });
  await expect(monthRow).toContainText(sameMonth ? "58.5 kWh" : "31.5 kWh");

  const plans = page.getByRole("region", { name: "My maintenance plans" });
  await expect(plans.getByRole("heading", { name: "Annual solar check-up" })).toBeVisible();
  const [dueYear, dueMonth, dueDay] = firstVisit.dueOn.split("-").map(Number);
  await expect(plans).toContainText(
    `Next visit: Annual inspection and panel cleaning, due ${MONTHS[dueMonth! - 1]} ${dueDay}, ${dueYear}.`,
  );
});
