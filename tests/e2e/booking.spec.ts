import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { waitForMail } from "#tests/support/e2e-mailbox.ts";
import { signInAsAdmin } from "#tests/support/e2e-users.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { uniqueEmail } from "#tests/support/lead-form-helpers.ts";

/** "2:15 PM" for an ISO instant carrying the company's offset, as the grid and the picker write it. */
function clockOf(iso: string): string {
  const [hour = 0, minute = 0] = iso.slice(11, 16).split(":").map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** The grid's row header of the hour a clock time falls in: "2:15 PM" is in "2:00 PM". */
const hourOf = (clock: string) => clock.replace(/:\d\d /, ":00 ");

/**
 * Picks the first date with free times in the calendar, then its first time, or its last: how many times are still
 * free on that date depends on the hour the test runs.
 */
/**
 * Picks a free time: the first of the first free day, or the last of the last free day. The journeys run side by
 * side, so they take opposite ends of the calendar: late in the afternoon the first free day may have one time left,
 * which both would otherwise claim.
 */
async function pickTime(page: Page, end: "first" | "last" = "first") {
  const days = page.getByRole("grid").locator("button:not([aria-disabled])");
  await (end === "first" ? days.first() : days.last()).click();
  const times = page.getByRole("group", { name: /^Times on / }).getByRole("button");
  await (end === "first" ? times.first() : times.last()).click();
}

test.describe("appointment booking", () => {
  test("books on the page, sees the confirmation and gets the e-mail with its manage link", async ({ page }) => {
    // Two axe scans of a page with a month's calendar: over a minute on a busy 2-core machine.
    test.slow();
    await page.goto("/resources/book-appointment");
    await page.waitForLoadState("networkidle");
    await page.getByLabel(/^System Maintenance, 60 minutes/).check();
    await expect(page.getByRole("grid")).toBeVisible();

    // Keyboard: the focused day moves with the arrow keys and says its date.
    const focusable = page.getByRole("grid").locator('button[tabindex="0"]');
    const before = await focusable.getAttribute("data-date");
    await focusable.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("grid").locator('button[tabindex="0"]')).not.toHaveAttribute("data-date", before!);
    await expect(page.getByRole("grid").locator("button").first()).toHaveAttribute("aria-label", /, 20\d\d, /);

    await pickTime(page);
    const email = uniqueEmail("booking");
    const details = page.getByRole("form", { name: "Your details" });
    await details.getByLabel("Full Name").fill("Jordan Ellis");
    await details.getByLabel("Email").fill(email);
    await details.getByLabel("Phone").fill("(530) 555-0177");
    await details.getByLabel("Address of the visit").fill("480 Hilltop Dr, Redding, CA 96003");
    // The page's own content only: the header and footer have their scans in shell-a11y and public-a11y.
    await expectNoAxeViolations(page, "axe", "main");
    await page.getByRole("button", { name: "Book appointment" }).click();
    const bookedHeading = page.getByRole("heading", { name: "Your appointment is booked" });
    await expect(bookedHeading).toBeFocused();
    await expect(bookedHeading).toBeInViewport();
    await expect(page.getByText("480 Hilltop Dr, Redding, CA 96003")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to Google Calendar" })).toBeVisible();
    await expectNoAxeViolations(page, "axe", "main");

    const confirmation = await waitForMail(
      (mail) => mail.to.includes(email) && mail.subject.startsWith("Your appointment on"),
    );
    const manageLink = confirmation.text.match(/http\S+\/resources\/book-appointment\/manage\/[\w-]+/)![0];
    await page.goto(new URL(manageLink).pathname);
    await expect(page.getByRole("heading", { name: "Your appointment" })).toBeVisible();
  });

  test("reschedules and then cancels with a reason through the manage link", async ({ page }) => {
    // Two pages, two changes, an axe scan of each: longer than one page's journey on 2 busy cores.
    test.slow();
    // Booked through the API: the page's booking and the mail's link are the journey above.
    const date = bookableWeekday(16);
    const day = (await (
      await page.request.get(`/api/bookings/available-slots?type=maintenance&date=${date}`)
    ).json()) as { slots: Array<{ start: string }> };
    const booked = await page.request.post("/api/bookings/create", {
      data: {
        type: "maintenance",
        start: day.slots[0]!.start,
        name: "Jordan Ellis",
        email: uniqueEmail("manage"),
        phone: "(530) 555-0177",
        address: "480 Hilltop Dr, Redding, CA 96003",
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const managePath = new URL(((await booked.json()) as { manageUrl: string }).manageUrl).pathname;

    await page.goto(managePath);
    await expect(page.getByRole("heading", { name: "Your appointment" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "axe", "main");
    await pickTime(page, "last");
    await page.getByRole("button", { name: /^Move to / }).click();
    // The move claims a time in a transaction and queues two mails: seconds under load, not milliseconds. A refused
    // move stays on the page with its reason, which the failure then shows.
    const refusal = page.getByRole("alert");
    const outcome = async () =>
      (await refusal.count()) > 0
        ? `refused: ${await refusal.innerText()}`
        : new URL(page.url()).pathname === managePath
          ? "waiting"
          : "moved";
    await expect.poll(outcome, { timeout: 20_000 }).toBe("moved");
    await expect(page.getByRole("heading", { name: "Your appointment" })).toBeVisible();
    // The moved and cancelled mails and their calendar files: booking-manage.integration.test.ts.
    const newPath = new URL(page.url()).pathname;

    await page.goto(managePath);
    await expect(page.getByRole("heading", { name: "This appointment was moved" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a new appointment" })).toBeVisible();

    await page.goto(newPath);
    await page.getByText("Cancel appointment", { exact: true }).click();
    const question = page.getByRole("form", { name: "Cancel this appointment?" });
    await question.getByLabel("Reason (optional)").fill("The roof is being replaced first");
    await question.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(page.getByRole("heading", { name: "This appointment was cancelled" })).toBeVisible();
    await expectNoAxeViolations(page, "axe", "main");
  });

  test("an admin blocks a time and the slot disappears", async ({ page }) => {
    const date = bookableWeekday(14);
    const slotsOf = async () =>
      (
        (await (await page.request.get(`/api/bookings/available-slots?type=maintenance&date=${date}`)).json()) as {
          slots: Array<{ start: string }>;
        }
      ).slots.map((slot) => slot.start.slice(11, 16));
    expect(await slotsOf()).toContain("13:00");
    await signInAsAdmin(page.request);
    await page.goto("/admin-crm/appointments");
    await page.waitForLoadState("networkidle");
    const blocks = page.getByRole("region", { name: "Blocked times" });
    await blocks.getByLabel("Date").fill(date);
    await blocks.getByLabel("From (Pacific)").fill("13:00");
    await blocks.getByLabel("To (Pacific)").fill("14:00");
    await blocks.getByLabel("Reason").fill("Crew meeting");
    await blocks.getByRole("button", { name: "Block time" }).click();
    await expect(blocks.getByText(/Crew meeting/)).toBeVisible();
    expect(await slotsOf()).not.toContain("13:00");
  });

  test("an admin finds a booking on the week grid, moves it with the slot picker and cancels it with a reason", async ({
    page,
  }) => {
    const date = bookableWeekday(12);
    const day = (await (
      await page.request.get(`/api/bookings/available-slots?type=maintenance&date=${date}`)
    ).json()) as {
      slots: Array<{ start: string }>;
    };
    const email = uniqueEmail("admin-move");
    const booked = await page.request.post("/api/bookings/create", {
      data: {
        type: "maintenance",
        start: day.slots[4]!.start,
        name: "Marta Quill",
        email,
        phone: "(530) 555-0163",
        address: "12 Canyon Rd, Redding, CA 96001",
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };

    await signInAsAdmin(page.request);
    await page.goto(`/admin-crm/appointments?date=${date}`);
    await page.waitForLoadState("networkidle");
    const grid = page.getByRole("table", { name: /^Appointments, / });
    const startLabel = clockOf(day.slots[4]!.start);
    const entry = grid.getByRole("link", {
      name: new RegExp(`^${startLabel} System Maintenance, Marta Quill, .* until .*, Booked, ${reference}$`),
    });
    // In the first date's column, in the row of its hour.
    const hourRow = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: hourOf(startLabel) }) });
    await expect(
      hourRow
        .getByRole("cell")
        .first()
        .getByRole("link", { name: new RegExp(`${reference}$`) }),
    ).toBeVisible();
    await expect(entry).toBeVisible();
    await expectNoAxeViolations(page, "axe", "main");

    // By keyboard: the appointment is a link; the opened appointment takes the focus.
    await entry.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: `System Maintenance, ${reference}` });
    await expect(panel.getByRole("heading", { name: `System Maintenance, ${reference}` })).toBeFocused();
    await expect(panel.getByLabel("Date")).toHaveValue(date);
    // Its own time is offered (it counts as free); move to the day's last free time.
    await expect(panel.getByRole("radio", { name: new RegExp(`^${startLabel} `) })).toBeVisible();
    const last = panel.getByRole("radio").last();
    const target = clockOf((await last.getAttribute("value"))!);
    await last.check();
    await panel.getByRole("button", { name: "Move appointment" }).click();
    await expect(
      page
        .getByRole("region", { name: "Notifications (F8)" })
        .getByText("Appointment moved; the customer has been e-mailed"),
    ).toBeVisible();
    await expect(grid.getByRole("link", { name: new RegExp(`^${target} .* until .*${reference}$`) })).toBeVisible();
    await expect(panel.getByText(new RegExp(`, ${target} P[SD]T to `))).toBeVisible();

    await panel.locator("summary", { hasText: "Cancel appointment" }).click();
    const question = panel.getByRole("form", { name: `Cancel ${reference}?` });
    await question.getByLabel("Reason for cancelling").fill("Our crew is needed at a storm repair");
    await question.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(panel.getByRole("definition").filter({ hasText: /^Cancelled$/ })).toBeVisible();
    await expect(
      panel.getByRole("definition").filter({ hasText: "Our crew is needed at a storm repair" }),
    ).toBeVisible();
    await expect(grid.getByRole("link", { name: new RegExp(`Cancelled, ${reference}$`) })).toBeVisible();
    // The mails the move and the cancellation send: calendar-admin and appointment-cancel integration tests.
  });
});

test.describe("the manage page in a visitor's own time zone", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test("renders the office's time on the server, hydrates without a mismatch, then shows the visitor's", async ({
    page,
  }) => {
    const date = bookableWeekday(15);
    const day = (await (
      await page.request.get(`/api/bookings/available-slots?type=maintenance&date=${date}`)
    ).json()) as { slots: Array<{ start: string }> };
    const start = day.slots[0]!.start;
    const booked = await page.request.post("/api/bookings/create", {
      data: {
        type: "maintenance",
        start,
        name: "Noor Haddad",
        email: uniqueEmail("paris"),
        phone: "(530) 555-0171",
        address: "5 River Rd, Redding, CA 96001",
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const managePath = new URL(((await booked.json()) as { manageUrl: string }).manageUrl).pathname;
    // "10:00 AM PST"; \s as well for the narrow no-break space some ICU versions put before AM/PM.
    const officeTime = `${clockOf(start).replace(" ", "\\s")} P[SD]T`;

    // The server knows only the office's zone: its HTML has the office's time alone.
    const served = await (await page.request.get(managePath)).text();
    expect(served).toMatch(new RegExp(officeTime));
    expect(served).not.toContain("at our office");

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(managePath);
    await expectHydrated(page);
    // Once hydrated, the visitor's time (Paris: GMT+1 or GMT+2) with the office's in brackets.
    const time = page.getByRole("definition").filter({ hasText: "at our office" });
    await expect(time).toHaveText(
      new RegExp(`^\\d+:\\d\\d\\s[AP]M GMT\\+[12] to .*\\(${officeTime} at our office\\)$`),
    );
    await page.waitForLoadState("networkidle");
    expect(errors.filter((error) => !error.includes("Failed to load resource"))).toEqual([]);
  });
});
