import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { uniqueEmail } from "#tests/support/lead-form-helpers.ts";

test.describe("the pipeline board", () => {
  test("a card moved by keyboard to Won is on the lead's and the customer's timelines", async ({
    page,
    adminStorageState,
  }) => {
    const name = `Keyboard ${Date.now().toString(36)}`;
    // A quote asked from the ROI calculator: its utility is the lead's.
    const res = await page.request.post("/api/solar-form", {
      data: {
        customerName: name,
        email: uniqueEmail("board"),
        // A phone of its own, so the lead makes a customer of its own (intake matches a known phone too).
        phone: `(530) 555-${String(Date.now() % 10_000).padStart(4, "0")}`,
        address: "9 Ridge Rd, Weaverville, CA 96093",
        propertyType: "Residential",
        serviceNeeded: "Consultation",
        calculatorSnapshot: {
          calculator: "roi-calculator",
          url: "/resources/roi-calculator?utility=trinity&bill=240",
          inputs: { utility: "trinity", bill: "240" },
          headline: [],
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    // Sent signed out, the lead makes a customer of its own; staff sign in only now.
    await page.context().addCookies(adminStorageState.cookies);

    // Other tests add leads meanwhile: the board is searched for this one.
    await page.goto(`/platform/crm?search=${reference}`);
    await expect(page.getByRole("heading", { name: "Pipeline board", level: 1 })).toBeVisible();
    await expectHydrated(page);
    const stage = (label: string) => page.getByRole("region", { name: label, exact: true });
    await expect(stage("New")).toContainText(name);
    await expect(stage("New")).toContainText("Trinity Public Utilities District");
    await expect(stage("New")).toContainText("1 lead");
    await expectNoAxeViolations(page);

    const handle = page.getByRole("button", { name: `Move ${name}` });
    await handle.focus();
    await page.keyboard.press("Space");
    // The card is lifted once it says where it is (over its own stage, which replaces "Picked up"): an arrow pressed
    // before then moves nothing.
    await expect(page.getByText(`${name} is over New.`)).toBeAttached();
    // The announcements say where the card is after each step; the board scrolls to the columns off screen.
    for (const label of ["Contacted", "Site visit scheduled", "Proposal sent", "Won"]) {
      await page.keyboard.press("ArrowRight");
      await expect(page.getByText(`${name} is over ${label}.`)).toBeAttached();
    }
    const moved = page.waitForResponse((response) => response.url().includes("/status") && response.ok());
    await page.keyboard.press("Space");
    await moved;
    await expect(stage("Won")).toContainText(name);
    await expect(stage("Won")).toContainText("1 lead");
    await expect(stage("New")).toContainText("0 leads");

    await stage("Won").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Activity" })).toContainText(
      /changed the status from [A-Za-z ]+ to Won/,
    );

    // The customer's page tells the same move on the one timeline of everything that happened with them.
    await page.getByRole("region", { name: "Customer" }).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline).toContainText(/Changed the status from [A-Za-z ]+ to Won/);
    await expect(timeline).toContainText(`Lead ${reference}`);
  });
});
