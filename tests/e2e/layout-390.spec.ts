import { expect, request, test, type Page } from "@playwright/test";
import { demoCatalogue } from "#app/areas/commerce/shop/demo-catalogue.ts";
import { portfolioProjects } from "#app/content/portfolio.ts";
import { pageTable } from "#app/route-table.ts";
import { e2eAdmin, e2eBaseUrl } from "#tests/support/e2e-env.ts";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { confirmEmailAddress, newClient, registerClient } from "#tests/support/e2e-users.ts";

/**
 * Every page of the route table on a 390 px phone, as the visitor it is for: staff pages signed in as the
 * administrator, client pages as a client. The page may scroll down, never sideways.
 */
const PHONE = { width: 390, height: 844 };
type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>["storageState"]>>;

const pages = pageTable.filter((page) => !/\.(xml|txt)$/.test(page.path));

let adminState: StorageState;
let clientState: StorageState;
let leadId: string;
let productId: string;
let orderNumber: string;
let projectId: string;
let manageToken: string;
/** The appointments page on the booked appointment's week, with it opened (the grid and the move picker). */
let appointmentsPath: string;
let mailId: string;

test.beforeAll(async () => {
  const admin = await request.newContext({ baseURL: e2eBaseUrl });
  expect((await admin.post("/api/login", { data: e2eAdmin })).status()).toBe(200);
  const lead = await admin.post("/api/solar-form", {
    data: {
      customerName: "Wide Layout",
      email: `layout-${Date.now()}@example.com`,
      phone: "(530) 555-0142",
      address: "1 Overflow Way, Redding, CA 96001",
      propertyType: "Residential",
      serviceNeeded: "Solar Repair",
      startedAt: Date.now() - 60_000,
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const { reference } = (await lead.json()) as { reference: string };
  const list = (await (await admin.get(`/api/admin/leads?search=${reference}`)).json()) as { items: { id: string }[] };
  leadId = list.items[0]!.id;
  // The telemetry pages show their tables only once something was reported.
  const now = new Date().toISOString();
  const userAgent = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
  const url = `${e2eBaseUrl}/portfolio/${portfolioProjects[0]!.slug}`;
  const metrics = {
    largestContentfulPaint: 1800,
    firstContentfulPaint: 900,
    timeToFirstByte: 120,
    cumulativeLayoutShift: 0.02,
  };
  expect((await admin.post("/api/performance", { data: { metrics, timestamp: now, url, userAgent } })).status()).toBe(
    204,
  );
  const error = { type: "js_error", message: "Layout check: a reported error", timestamp: now, userAgent, url };
  const errors = await admin.post("/api/errors", { data: { errors: [error] } });
  expect(errors.status(), await errors.text()).toBe(204);
  const products = (await (await admin.get("/api/admin/products?pageSize=1")).json()) as { items: { id: number }[] };
  productId = String(products.items[0]!.id);
  adminState = await admin.storageState();
  await admin.dispose();

  const client = await request.newContext({ baseURL: e2eBaseUrl });
  const layla = await registerClient(client, newClient("Layla"));
  await confirmEmailAddress(client, layla);
  // An order of the client's own: its confirmation page is shown to its owner only.
  const order = await client.post("/api/orders", {
    headers: { "Idempotency-Key": `layout-${Date.now()}-order-key` },
    data: {
      items: [{ sku: demoCatalogue[0]!.sku, quantity: 1 }],
      contact: { name: "Layla Rivera", email: "layla@example.com", phone: "(530) 555-0142" },
      delivery: { method: "pickup" },
      billingAddress: { line1: "1 Overflow Way", city: "Redding", state: "CA", postalCode: "96001" },
      paymentMethod: "invoice",
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  orderNumber = ((await order.json()) as { orderNumber: string }).orderNumber;
  clientState = await client.storageState();
  await client.dispose();

  // A project of that client's (its staff and client pages), and an appointment whose manage link the mail carries.
  const staff = await request.newContext({ baseURL: e2eBaseUrl, storageState: adminState });
  const project = await staff.post("/api/admin/projects", {
    data: { clientEmail: layla.email, title: "Layout check", type: "installation", siteAddress: "1 Overflow Way" },
  });
  expect(project.status(), await project.text()).toBe(201);
  projectId = ((await project.json()) as { id: string }).id;
  // The last time of a day the booking journey does not use, so that the two never race for one slot.
  const date = bookableWeekday(7);
  const day = (await (await staff.get(`/api/bookings/available-slots?date=${date}&type=maintenance`)).json()) as {
    slots: { start: string }[];
  };
  const booking = await staff.post("/api/bookings/create", {
    data: {
      type: "maintenance",
      start: day.slots.at(-1)!.start,
      name: "Layla Rivera",
      email: layla.email,
      phone: "(530) 555-0142",
      address: "1 Overflow Way, Redding, CA 96001",
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const booked = (await booking.json()) as { manageUrl: string; reference: string };
  manageToken = booked.manageUrl.split("/").pop()!;
  const listed = await staff.get(`/api/admin/appointments?date=${date}&view=day&search=${booked.reference}`);
  const [appointment] = ((await listed.json()) as { items: { id: string }[] }).items;
  appointmentsPath = `/admin-crm/appointments?date=${date}&appointment=${appointment!.id}`;
  // The booking's confirmation is in the outbox: the mail page shows one.
  const outbox = await staff.get("/api/admin/outbox");
  mailId = ((await outbox.json()) as { items: { id: string }[] }).items[0]!.id;
  await staff.dispose();
});

/** Pages opened from a link in a mail, which answer 400 without the link's token. */
const pagesOfMailedLinks = new Set(["/newsletter/unsubscribe", "/verify-email"]);

const concrete = (path: string) =>
  path
    .replace(":slug", portfolioProjects[0]!.slug)
    .replace(":productSlug", demoCatalogue[0]!.slug)
    .replace(":orderNumber", () => orderNumber)
    .replace(":productId", () => productId)
    .replace(":projectId", () => projectId)
    .replace(":token", () => manageToken)
    .replace(":mailId", () => mailId)
    .replace(/^\/admin-crm\/appointments$/, () => appointmentsPath)
    .replace(/^\/admin-crm\/projects\/:id$/, () => `/admin-crm/projects/${projectId}`)
    .replace(":id", () => leadId);

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

for (const entry of pages) {
  test(`${entry.path} fits a 390 px phone (${entry.access})`, async ({ browser }) => {
    const storageState =
      entry.access === "admin"
        ? adminState
        : entry.access === "signedIn" || entry.path.includes(":orderNumber")
          ? clientState
          : undefined;
    const context = await browser.newContext({ viewport: PHONE, storageState });
    const page = await context.newPage();
    const response = await page.goto(concrete(entry.path));
    // Without their token the mailed-link pages explain that the link is incomplete.
    expect(response?.status()).toBe(pagesOfMailedLinks.has(entry.path) ? 400 : 200);
    await page.waitForLoadState("networkidle");
    // Staff pages wear the staff shell, whose areas must fit the phone as well as the page itself.
    if (entry.access === "admin") await expect(page.getByRole("navigation", { name: "Staff areas" })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `wider than the phone: ${(await overflowing(page)).join(", ")}`).toBeLessThanOrEqual(
      PHONE.width,
    );
    await context.close();
  });
}

/**
 * A table wider than the phone says so above it, keeps its key column in view while it scrolls, and its last
 * column can be scrolled into view.
 */
async function expectReachableColumns(page: Page, regionName: string, keyColumn: string, lastColumn: string) {
  const region = page.getByRole("region", { name: regionName });
  await expect(page.getByText(`${regionName}: scroll sideways for more columns`)).toBeVisible();
  // The header row, not the region: a long table centred on the screen would leave its header above it.
  await region.getByRole("columnheader", { name: keyColumn }).scrollIntoViewIfNeeded();
  await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  await expect(region.getByRole("columnheader", { name: lastColumn })).toBeInViewport();
  await expect(region.getByRole("columnheader", { name: keyColumn })).toBeInViewport();
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: PHONE });

  test("the fault-code table says it scrolls and keeps its columns reachable; the ROI chart's labels are 12 px or more", async ({
    page,
  }) => {
    await page.goto("/resources/technical-data");
    await page.waitForLoadState("networkidle");
    await expectReachableColumns(page, "Inverter fault codes", "Code", "Source");

    await page.goto("/resources/roi-calculator");
    await page.waitForLoadState("networkidle");
    const chartLabels = page.getByRole("img", { name: /Chart of cumulative cash flow/ }).locator("text");
    await expect(chartLabels.first()).toBeVisible();
    const sizes = await chartLabels.evaluateAll((labels) =>
      labels.map((label) => label.getBoundingClientRect().height),
    );
    // A text box is about 1.2 times its font size; at 12 px its height is at least 12.
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  });

  test("the dashboard's status columns and the order's items can be read on a phone", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, storageState: clientState });
    const page = await context.newPage();
    await page.goto("/client-dashboard");
    await page.waitForLoadState("networkidle");
    const orders = page.getByRole("region", { name: "Your orders" });
    await orders.scrollIntoViewIfNeeded();
    await orders.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect(orders.getByRole("columnheader", { name: "Status" })).toBeInViewport();
    await expect(orders.getByRole("columnheader", { name: "Order" })).toBeInViewport();
    await context.close();
  });
});
