import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { e2eSalesEmail } from "#tests/support/e2e-env.ts";
import { waitForMail } from "#tests/support/e2e-mailbox.ts";
import { expectToast, uniqueEmail, waitForHumanFillTime } from "#tests/support/lead-form-helpers.ts";
import {
  field,
  fillContactStep,
  fillRequiredAndGoToLastStep,
  next,
  openConsultationModal,
} from "./consultation-helpers.ts";

test.describe("consultation modal", () => {
  test("loads the form's code only when the modal opens", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // The form's own chunk, not the small wrapper that loads it (consultation-form-part, shared with /request-service).
    const formChunks = () => scripts.filter((url) => /\/consultation-form-(?!part-)[^/]+\.js$/.test(url));
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(formChunks()).toEqual([]);
    await openConsultationModal(page);
    expect(formChunks()).toHaveLength(1);
  });

  test("walks through four steps with a progress bar", async ({ page }) => {
    const { dialog } = await openConsultationModal(page);
    const progress = dialog.getByRole("progressbar", { name: "Form progress" });
    const previous = dialog.getByRole("button", { name: "Previous" });

    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "25");
    await expect(previous).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toHaveCount(0);

    await next(dialog, "Property Details");
    await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "50");
    await expect(previous).toBeEnabled();
    await next(dialog, "Service Requirements");
    await expect(progress).toHaveAttribute("aria-valuenow", "75");
    await next(dialog, "Additional Information");
    await expect(dialog.getByText("Step 4 of 4")).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(dialog.getByRole("button", { name: "Next" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeVisible();
    // Moving to the last step did not submit anything.
    await expect(dialog.getByText("Please enter your full name")).toHaveCount(0);

    await previous.click();
    await expect(dialog.getByRole("group", { name: "Service Requirements" })).toBeVisible();
    await previous.click();
    await previous.click();
    await expect(dialog.getByRole("group", { name: "Contact Information" })).toBeVisible();
    await expect(previous).toBeDisabled();
  });

  test("shows the SPEC's defaults, labels and required markers", async ({ page }) => {
    const { dialog } = await openConsultationModal(page);
    const requiredLabel = (name: string) => dialog.locator("label", { hasText: name }).first();
    for (const name of ["Full Name", "Email", "Phone"]) await expect(requiredLabel(name)).toContainText("*");

    await next(dialog, "Property Details");
    await expect(requiredLabel("Property Address")).toContainText("*");
    await expect(requiredLabel("Property Type")).toContainText("*");
    await expect(requiredLabel("Roof Type")).not.toContainText("*");
    await expect(field(dialog, "Property Type")).toHaveValue("Residential");
    await expect(field(dialog, "Shading Issues")).toHaveValue("No");
    await expect(field(dialog, "Property Type").locator("option")).toHaveText([
      "Residential",
      "Commercial",
      "Industrial",
      "Agricultural",
      "Marina",
    ]);

    await next(dialog, "Service Requirements");
    await expect(requiredLabel("Service Needed")).toContainText("*");
    await expect(field(dialog, "Service Needed")).toHaveValue("New Solar Installation");
    await expect(field(dialog, "Service Needed").locator("option")).toHaveText([
      "New Solar Installation",
      "Solar Repair",
      "System Maintenance",
      "Consultation",
    ]);
    await expect(field(dialog, "Timeline")).toHaveValue("Just exploring");
    await expect(field(dialog, "Timeline").locator("option")).toHaveText([
      "ASAP",
      "1-3 months",
      "3-6 months",
      "Just exploring",
    ]);

    await next(dialog, "Additional Information");
    await expect(dialog.getByLabel("Subscribe to our newsletter for solar tips and updates")).not.toBeChecked();
  });

  test("validates on submit, focuses the first field in error on its step, then re-validates on change", async ({
    page,
  }) => {
    const { dialog } = await openConsultationModal(page);
    await next(dialog, "Property Details");
    await next(dialog, "Service Requirements");
    await next(dialog, "Additional Information");
    await dialog.getByRole("button", { name: "Submit Request" }).click();

    await expect(dialog.getByRole("group", { name: "Contact Information" })).toBeVisible();
    await expect(field(dialog, "Full Name")).toBeFocused();
    await expect(dialog.getByText("Please enter your full name")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address (e.g., name@example.com)")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid phone number with at least 10 digits")).toBeVisible();
    await expect(field(dialog, "Full Name")).toHaveAttribute("aria-invalid", "true");

    await field(dialog, "Full Name").fill("Maria Lopez");
    await expect(dialog.getByText("Please enter your full name")).toHaveCount(0);
    await field(dialog, "Phone").fill("call me now");
    await expect(
      dialog.getByText("Phone number can only contain numbers, spaces, and symbols like () - +"),
    ).toBeVisible();
    await field(dialog, "Phone").fill("530-555-0142");
    await expect(dialog.getByText(/Phone number can only|at least 10 digits/)).toHaveCount(0);
    await field(dialog, "Email").fill("maria@example");
    await expect(dialog.getByText("Please enter a valid email address (e.g., name@example.com)")).toBeVisible();
    await field(dialog, "Email").fill("maria@example.com");
    await expect(dialog.getByText("Please enter a valid email address (e.g., name@example.com)")).toHaveCount(0);

    await next(dialog, "Property Details");
    await expect(dialog.getByText("Please enter your complete address")).toBeVisible();
    await field(dialog, "Property Address").fill("1450 Court St, Redding");
    await expect(dialog.getByText("Please enter your complete address")).toHaveCount(0);

    // An error on step 2 alone: submitting from step 4 goes back there.
    await field(dialog, "Property Address").fill("");
    await next(dialog, "Service Requirements");
    await next(dialog, "Additional Information");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByRole("group", { name: "Property Details" })).toBeVisible();
    await expect(field(dialog, "Property Address")).toBeFocused();
    await expect(dialog.getByText("Please enter your complete address")).toBeVisible();
  });

  test("shows the agricultural fields only for Agricultural and the marina fields only for Marina", async ({
    page,
  }) => {
    const { dialog } = await openConsultationModal(page);
    await next(dialog, "Property Details");
    const farm = dialog.getByRole("group", { name: "Agricultural Details" });
    const marina = dialog.getByRole("group", { name: "Marina Details" });
    await expect(farm).toHaveCount(0);
    await expect(marina).toHaveCount(0);

    await field(dialog, "Property Type").selectOption("Agricultural");
    await expect(farm).toBeVisible();
    await expect(marina).toHaveCount(0);
    await expect(field(farm, "Land Size (acres)")).toHaveAttribute("type", "number");
    await expect(field(farm, "Number of Barns")).toHaveAttribute("type", "number");
    await expect(field(farm, "Irrigation System").locator("option")).toHaveText([
      "Select...",
      "None",
      "Drip",
      "Sprinkler",
      "Flood",
      "Other",
    ]);
    await expect(field(farm, "Livestock Operations").locator("option")).toHaveText([
      "Select...",
      "None",
      "Cattle",
      "Poultry",
      "Dairy",
      "Other",
    ]);
    for (const label of ["Primary Crop", "Agricultural Energy Usage"]) await expect(field(farm, label)).toBeVisible();

    await field(dialog, "Property Type").selectOption("Marina");
    await expect(farm).toHaveCount(0);
    await expect(marina).toBeVisible();
    await expect(field(marina, "Number of Boat Slips")).toHaveAttribute("type", "number");
    await expect(field(marina, "Dock Length (feet)")).toHaveAttribute("type", "number");
    await expect(field(marina, "Fuel Station").locator("option")).toHaveText(["Select...", "Yes", "No"]);
    await expect(field(marina, "Water Pumping").locator("option")).toHaveText(["Select...", "Yes", "No"]);
    await expect(field(marina, "Boat Storage").locator("option")).toHaveText([
      "Select...",
      "Indoor",
      "Outdoor",
      "Both",
      "None",
    ]);
    await expect(field(marina, "Marina Energy Usage")).toBeVisible();

    await field(dialog, "Property Type").selectOption("Commercial");
    await expect(farm).toHaveCount(0);
    await expect(marina).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("submits a marina request without the hidden farm fields, thanks with the reference and mails the staff", async ({
    page,
  }) => {
    const email = uniqueEmail("marina");
    const { dialog, openedAt } = await openConsultationModal(page);
    await fillContactStep(dialog, { name: "Harbor Master", email, phone: "(530) 555-0177" });
    await next(dialog, "Property Details");
    await field(dialog, "Property Address").fill("16314 Bridge Bay Rd, Redding, CA 96003");
    await field(dialog, "Property Type").selectOption("Agricultural");
    await field(dialog, "Land Size (acres)").fill("40");
    await field(dialog, "Primary Crop").fill("Walnuts");
    await field(dialog, "Property Type").selectOption("Marina");
    await field(dialog, "Number of Boat Slips").fill("120");
    await field(dialog, "Dock Length (feet)").fill("850.5");
    await field(dialog, "Fuel Station").selectOption("Yes");
    await field(dialog, "Boat Storage").selectOption("Both");
    await field(dialog, "Water Pumping").selectOption("No");
    await field(dialog, "Marina Energy Usage").fill("9,000 kWh a month");
    await field(dialog, "Roof Type").fill("Metal");
    await next(dialog, "Service Requirements");
    await field(dialog, "Service Needed").selectOption("System Maintenance");
    await field(dialog, "Current Monthly Electric Bill").fill("$1,200");
    await field(dialog, "Timeline").selectOption("1-3 months");
    await next(dialog, "Additional Information");
    await field(dialog, "Additional Notes").fill("Panels on the <b>boathouse</b> roof.");
    await waitForHumanFillTime(page, openedAt);

    // Hold the answer a moment to see the pending state.
    await page.route("**/api/solar-form", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const requestPromise = page.waitForRequest("**/api/solar-form");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    const body = (await requestPromise).postDataJSON();
    expect(body).toMatchObject({
      customerName: "Harbor Master",
      email,
      propertyType: "Marina",
      numberOfBoatSlips: 120,
      dockLength: 850.5,
      hasFuelStation: "Yes",
      storageType: "Both",
      hasWaterPumping: "No",
      serviceNeeded: "System Maintenance",
      timeline: "1-3 months",
      shadingIssues: "No",
      source: "consultation_modal",
      website: "",
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty("landSizeAcres");
    expect(body).not.toHaveProperty("primaryCrop");

    await expectToast(page, "Success!", "Your solar consultation request has been submitted. We'll contact you soon!");
    await expect(dialog.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const reference = (await dialog.locator("strong").filter({ hasText: /^SR-/ }).textContent())!;
    expect(reference).toMatch(/^SR-[2-9A-HJ-NP-Z]{6}$/);

    const staff = await waitForMail((mail) => mail.to.includes(e2eSalesEmail) && mail.subject.includes(reference));
    expect(staff.subject).toBe(`New service request ${reference}: System Maintenance for Harbor Master`);
    for (const line of [
      `Email: ${email}`,
      "Property Type: Marina",
      "Number of Boat Slips: 120",
      "Dock Length (feet): 850.5",
      "Fuel Station: Yes",
      "Current Monthly Electric Bill: $1,200",
      "Additional Notes: Panels on the <b>boathouse</b> roof.",
    ]) {
      expect(staff.text).toContain(line);
    }
    expect(staff.text).not.toContain("Land Size");
    expect(staff.html).toContain("Panels on the &lt;b&gt;boathouse&lt;/b&gt; roof.");
    const confirmation = await waitForMail((mail) => mail.to.includes(email));
    expect(confirmation.text).toContain(`Your reference is ${reference}.`);

    await dialog.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(dialog.getByRole("group", { name: "Contact Information" })).toBeVisible();
    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
    await expect(field(dialog, "Full Name")).toHaveValue("");
    await expect(field(dialog, "Email")).toHaveValue("");
    await next(dialog, "Property Details");
    await expect(field(dialog, "Property Type")).toHaveValue("Residential");
    await expect(field(dialog, "Property Address")).toHaveValue("");
  });

  test("subscribes to the newsletter after a request that asked for it", async ({ page }) => {
    const email = uniqueEmail("newsletter-lead");
    const { dialog, openedAt } = await openConsultationModal(page);
    await fillRequiredAndGoToLastStep(dialog, { name: "Dale Farmer", email });
    await dialog.getByLabel("Subscribe to our newsletter for solar tips and updates").check();
    await waitForHumanFillTime(page, openedAt);
    const subscription = page.waitForRequest("**/api/newsletter/subscribe");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    expect((await subscription).postDataJSON()).toEqual({
      email,
      name: "Dale Farmer",
      source: "solar_consultation_form",
    });
    await expect(dialog.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const welcome = await waitForMail((mail) => mail.to.includes(email) && mail.subject.includes("newsletter"));
    expect(welcome.text).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]{64}/);
  });
});
