import { randomBytes, randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { newStaffMember, signInThroughApi } from "#tests/support/e2e-users.ts";
import { expectHydrated } from "#tests/support/hydration.ts";

// The merge's rules (every record moved, both snapshots kept, two merges at once): customer-merge.integration.test.ts.

/** A lead from the consultation form, sent by a visitor nobody signed in as; answers its reference. */
async function sendLead(request: APIRequestContext, lead: { customerName: string; email: string; phone: string }) {
  const res = await request.post("/api/solar-form", {
    data: {
      ...lead,
      address: "48 Quartz Hill Rd, Redding, CA 96003",
      propertyType: "Residential",
      serviceNeeded: "Consultation",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

/** Opens the page of possible duplicates that holds `text`: a new pair is on the last page, or, once other journeys added pairs of older customers meanwhile, a little before it. */
async function openDuplicatesWith(page: Page, text: string) {
  await page.goto("/platform/crm/customers/duplicates");
  await expect(page.getByRole("heading", { name: "Possible duplicates", level: 1 })).toBeVisible();
  const pages = /Page 1 of (\d+)/.exec(
    (await page.getByRole("navigation", { name: "Pagination" }).textContent()) ?? "",
  );
  const last = Number(pages?.[1] ?? 1);
  for (let number = last; number >= Math.max(1, last - 3); number--) {
    if (number !== 1) await page.goto(`/platform/crm/customers/duplicates?page=${number}`);
    if ((await page.getByRole("row").filter({ hasText: text }).count()) > 0) return;
  }
  throw new Error(`No page of possible duplicates shows ${text}`);
}

test("an office user merges a possible duplicate and sees one customer with both leads", async ({
  page,
  playwright,
  adminStorageState,
}) => {
  test.setTimeout(90_000);
  const id = randomBytes(4).toString("hex");
  // A phone nobody else uses: the two customers pair on it alone.
  const phone = `(530) ${randomInt(200, 999)}-${String(randomInt(0, 10_000)).padStart(4, "0")}`;
  const visitor = await playwright.request.newContext();
  const first = await sendLead(visitor, {
    customerName: `Marisol Vega ${id}`,
    email: `marisol.${id}@example.com`,
    phone,
  });
  const second = await sendLead(visitor, { customerName: `M. Vega ${id}`, email: `mv.${id}@example.net`, phone });

  await visitor.dispose();
  // An office member: an account an admin gave the office's role.
  const admin = await playwright.request.newContext({ storageState: adminStorageState });
  const office = await newStaffMember(admin, "office", "Olive");
  await admin.dispose();
  await signInThroughApi(page.request, office);

  await openDuplicatesWith(page, `M. Vega ${id}`);
  await expectHydrated(page);
  const pair = page.getByRole("row").filter({ hasText: `M. Vega ${id}` });
  await expect(pair).toContainText(`Marisol Vega ${id}`);
  await expect(pair).toContainText("same phone");
  await pair.getByRole("button", { name: `Merge into Marisol Vega ${id}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Merge M. Vega ${id} into Marisol Vega ${id}?`);
  await dialog.getByRole("button", { name: "Merge" }).click();

  // The survivor's page: one customer with both leads, and the merged one gone from the customers list.
  await expect(page.getByRole("heading", { name: `Marisol Vega ${id}`, level: 1 })).toBeVisible();
  const leads = page.getByRole("region", { name: "Leads and deals" });
  await expect(leads.getByRole("link", { name: first })).toBeVisible();
  await expect(leads.getByRole("link", { name: second })).toBeVisible();

  const search = await page.request.get(`/api/crm/customers?q=${id}`);
  const customers = (await search.json()) as { items: { name: string }[]; total: number };
  expect(customers.items.map((customer) => customer.name)).toEqual([`Marisol Vega ${id}`]);
});
