import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { e2eAdmin } from "#tests/support/e2e-env.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { uniqueEmail, waitForHumanFillTime } from "#tests/support/lead-form-helpers.ts";
import { field, fillContactStep, next, openConsultationModal } from "./consultation-helpers.ts";
import { parseCsv } from "#tests/support/csv.ts";

/** Sends a farm's consultation request through the public modal; returns its reference. */
async function submitFarmConsultation(page: Page, name: string, email: string): Promise<string> {
  const { dialog, openedAt } = await openConsultationModal(page);
  await fillContactStep(dialog, { name, email, phone: "(530) 555-0188" });
  await next(dialog, "Property Details");
  await field(dialog, "Property Address").fill("22 Orchard Rd, Cottonwood, CA 96022");
  await field(dialog, "Property Type").selectOption("Agricultural");
  await field(dialog, "Land Size (acres)").fill("40");
  await field(dialog, "Primary Crop").fill("Walnuts");
  await next(dialog, "Service Requirements");
  await field(dialog, "Service Needed").selectOption("Solar Repair");
  await next(dialog, "Additional Information");
  await waitForHumanFillTime(page, openedAt);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  return (await dialog.locator("strong").filter({ hasText: /^SR-/ }).textContent())!;
}

test.describe("back office", () => {
  test("a lead from the public site is worked through the pipeline and exported", async ({
    page,
    adminStorageState,
  }) => {
    test.setTimeout(120_000);
    const name = `Orchard ${Date.now().toString(36)}`;
    const email = uniqueEmail("farm");
    const reference = await submitFarmConsultation(page, name, email);

    // Staff open the inbox (signing in at /crm-login is walked in auth.spec.ts).
    await page.context().addCookies(adminStorageState.cookies);
    await page.goto("/admin-crm");
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

    // The new lead is in the inbox (other tests add leads in parallel, so not necessarily first), waiting for its first contact.
    const firstRow = page.getByRole("table").getByRole("row").filter({ hasText: name });
    await expect(firstRow.getByRole("link", { name })).toBeVisible();
    await expect(firstRow).toContainText(reference);
    await expect(firstRow).toContainText("Consultation form");
    await expect(firstRow).toContainText("Agricultural");
    await expect(firstRow).toContainText("Due");
    await expectNoAxeViolations(page);

    // Search by reference finds it alone.
    await page.getByLabel("Search name, e-mail, phone or reference").fill(reference);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`search=${reference}`));
    await expect(page.getByRole("heading", { name: "1 lead" })).toBeVisible();

    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const details = page.getByRole("region", { name: "Agricultural details" });
    await expect(details).toContainText("Land Size (acres)");
    await expect(details).toContainText("40");
    await expect(details).toContainText("Walnuts");
    const origin = page.getByRole("region", { name: "Where it came from" });
    await expect(origin).toContainText("Consultation form");
    await expect(origin).toContainText(/\d{1,2}:\d{2} [AP]M P[SD]T/);
    await expectNoAxeViolations(page);

    const pipeline = page.getByRole("region", { name: "Pipeline" });
    const activity = page.getByRole("region", { name: "Activity" });

    // Lost needs a reason.
    await pipeline.getByLabel("Status").selectOption("lost");
    await pipeline.getByRole("button", { name: "Update status" }).click();
    await expect(pipeline.getByText("Please say why this lead was lost")).toBeVisible();

    await pipeline.getByLabel("Status").selectOption("contacted");
    await pipeline.getByRole("button", { name: "Update status" }).click();
    await expect(activity).toContainText("changed the status from New to Contacted");
    await expect(page.getByText("Contacted in time")).toBeVisible();

    const assignee = pipeline.getByLabel("Assigned to");
    const adminName = (await assignee.locator("option", { hasText: e2eAdmin.firstName }).first().textContent())!;
    await assignee.selectOption({ label: adminName });
    await pipeline.getByRole("button", { name: "Save assignee" }).click();
    await expect(activity).toContainText(`assigned the lead to ${adminName}`);

    const notes = page.getByRole("region", { name: "Notes and activities" });
    const note = "Called <b>twice</b>; gate code is 4711.";
    await notes.getByLabel("What happened").fill(note);
    await notes.getByRole("button", { name: "Save activity" }).click();
    await expect(notes.getByText(note, { exact: true })).toBeVisible();
    await expect(notes.getByLabel("What happened")).toHaveValue("");

    const tasks = page.getByRole("region", { name: "Tasks" });
    await tasks.getByLabel("New task").fill("Send the repair quote");
    await tasks.getByLabel("Due").fill("2030-03-04T14:30");
    await tasks.getByRole("button", { name: "Add task" }).click();
    await expect(tasks.getByText("Send the repair quote")).toBeVisible();
    await expect(tasks).toContainText("Due Mar 4, 2030, 2:30 PM PST");
    await expect(activity).toContainText("added the task “Send the repair quote”, due Mar 4, 2030, 2:30 PM PST");

    // The task is the admin's own: it shows on the inbox's work summary.
    await page.goto("/admin-crm");
    const summary = page.getByRole("region", { name: "Your work" });
    await expect(summary.getByRole("link", { name: "Send the repair quote" })).toBeVisible();
    await expect(summary).toContainText(`${name} (${reference})`);
    await expectNoAxeViolations(page);
    await summary.getByRole("link", { name: "Send the repair quote" }).click();

    await page
      .getByRole("region", { name: "Tasks" })
      .getByRole("button", { name: "Mark “Send the repair quote” done" })
      .click();
    await expect(page.getByRole("region", { name: "Tasks" })).toContainText(/Done \w{3} \d{1,2}, \d{4}/);
    await expect(page.getByRole("region", { name: "Activity" })).toContainText(
      "completed the task “Send the repair quote”",
    );

    // The inbox's export holds the lead as it is now.
    await page.goto(`/admin-crm?search=${reference}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((column, index) => [column, rows[0]![index]]));
    expect(row).toMatchObject({
      reference,
      customerName: name,
      email,
      phone: "(530) 555-0188",
      propertyType: "Agricultural",
      serviceNeeded: "Solar Repair",
      landSizeAcres: "40",
      primaryCrop: "Walnuts",
      source: "consultation_modal",
      status: "contacted",
      assigneeName: adminName,
      isSpam: "false",
    });
  });

  test("the lead page's forms and the inbox filters work without JavaScript", async ({
    browser,
    adminStorageState,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: adminStorageState });
    const page = await context.newPage();
    const res = await context.request.post("/api/solar-form", {
      data: {
        customerName: "Nojs Rivera",
        email: uniqueEmail("nojs"),
        phone: "(530) 555-0199",
        address: "9 Lake Blvd, Redding, CA 96003",
        propertyType: "Marina",
        serviceNeeded: "System Maintenance",
        numberOfBoatSlips: 60,
        startedAt: Date.now() - 60_000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { reference } = (await res.json()) as { reference: string };

    await page.goto("/admin-crm");
    await page.getByLabel("Search name, e-mail, phone or reference").fill(reference);
    await page.getByText("Filters and sorting").click();
    await page.getByLabel("Property type").selectOption("Marina");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`search=${reference}.*propertyType=Marina`));
    await page.getByRole("link", { name: "Nojs Rivera" }).click();
    await expect(page.getByRole("region", { name: "Marina details" })).toContainText("60");

    const notes = page.getByRole("region", { name: "Notes and activities" });
    await notes.getByRole("button", { name: "Save activity" }).click();
    await expect(
      page.getByRole("region", { name: "Notes and activities" }).getByText("Please write a note"),
    ).toBeVisible();
    await page
      .getByRole("region", { name: "Notes and activities" })
      .getByLabel("What happened")
      .fill("Left a voicemail.");
    await page
      .getByRole("region", { name: "Notes and activities" })
      .getByRole("button", { name: "Save activity" })
      .click();
    await expect(page.getByRole("region", { name: "Notes and activities" }).getByText("Note added")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Notes and activities" }).getByText("Left a voicemail.", { exact: true }),
    ).toBeVisible();

    const pipeline = page.getByRole("region", { name: "Pipeline" });
    await pipeline.getByLabel("Status").selectOption("lost");
    await pipeline.getByLabel("Reason for losing the lead").fill("Chose to wait a year");
    await pipeline.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByRole("region", { name: "Activity" })).toContainText(
      "changed the status from New to Lost. Reason: Chose to wait a year",
    );
    await context.close();
  });

  test("subscribers and the mail outbox are listed for staff", async ({ page, adminStorageState }) => {
    await page.context().addCookies(adminStorageState.cookies);
    const email = uniqueEmail("news");
    const res = await page.request.post("/api/newsletter/subscribe", { data: { email, source: "newsletter_form" } });
    expect(res.status(), await res.text()).toBe(200);

    await page.goto("/admin-crm/subscribers");
    await expect(page.getByRole("heading", { name: "Newsletter subscribers", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Newsletter form (newsletter_form)" })).toBeVisible();
    await page.getByLabel("Search e-mail or name").fill(email);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Subscribed");
    await expectNoAxeViolations(page);

    await page.goto("/admin-crm/outbox");
    await expect(page.getByRole("heading", { name: "Mail outbox", level: 1 })).toBeVisible();
    await expect(page.getByRole("cell", { name: new RegExp(email) })).toBeVisible();
    await page.getByRole("link", { name: /^Sent \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/status=sent/);
    await expect(page.getByRole("link", { name: /^Sent/ })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  });
  test("possible spam is listed, counted and decided by staff", async ({ page, adminStorageState }) => {
    await page.context().addCookies(adminStorageState.cookies);
    // Exactly the SPEC §3 fields: no start time, so possible spam, yet a customer's request.
    const res = await page.request.post("/api/solar-form", {
      data: {
        customerName: "Quinn Possible",
        email: uniqueEmail("possible"),
        phone: "(530) 555-0123",
        address: "5 Hilltop Dr, Redding, CA 96003",
        propertyType: "Residential",
        serviceNeeded: "Consultation",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { reference } = (await res.json()) as { reference: string };

    await page.goto("/admin-crm");
    await page.getByRole("link", { name: /^Possible spam \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/spam=possible/);
    const row = page.getByRole("row", { name: new RegExp(reference) });
    await expect(row).toContainText("Possible spam");
    await row.getByRole("link", { name: "Quinn Possible" }).click();

    const spam = page.getByRole("region", { name: "Spam" });
    await expect(spam).toContainText("Possible spam (no form start time)");
    await expectNoAxeViolations(page);
    await spam.getByRole("button", { name: "Not spam" }).click();
    await expect(page.getByRole("region", { name: "Activity" })).toContainText("marked the lead as not spam");
    await expect(spam).toContainText("Not spam.");
    await expect(spam.getByRole("button", { name: "Mark as spam" })).toBeVisible();
  });
});
