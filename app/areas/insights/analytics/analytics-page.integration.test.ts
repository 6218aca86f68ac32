import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlDocument } from "#tests/support/html-document.ts";
import { insertLead } from "#tests/support/leads.ts";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";

/** The analytics page as the server renders it: what a browser without JavaScript shows. */
let server: PageServer;
const cookies: Record<"admin" | "office" | "sales" | "technician", string> = {
  admin: "",
  office: "",
  sales: "",
  technician: "",
};

beforeAll(async () => {
  server = await startPageServer();
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[role] = await signedInCookie(server.testApp, (await createTestUser(server.testApp, { userType: role })).id);
  }
  await insertLead(server.testApp.services.db, { createdAt: new Date("2026-10-31T23:30:00-07:00") });
  await sendPage(server, "/platform/analytics", cookies.admin);
}, 180_000);
afterAll(() => server?.close());

describe("/platform/analytics without JavaScript", () => {
  it("renders each table with its figures, their links to the inbox and its CSV, and no chart", async () => {
    const page = await sendPage(
      server,
      "/platform/analytics?range=custom&from=2026-10-31&to=2026-11-01",
      cookies.office,
    );
    expect(page.status).toBe(200);
    const document = htmlDocument(page.text);
    const overTime = document.querySelector('section[aria-label="Leads over time"]')!;
    const rows = [...overTime.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["2026-10-31", "1"],
      ["2026-11-01", "0"],
    ]);
    const leads = document.querySelector('section[aria-label="Leads"]')!;
    expect(leads.querySelector("tbody tr td a")!.getAttribute("href")).toBe("/admin-crm?from=2026-10-31&to=2026-11-01");
    expect(overTime.querySelector("a[download]")!.getAttribute("href")).toBe(
      "/api/analytics/figures.csv?from=2026-10-31&to=2026-11-01&bucket=day&table=leads-over-time",
    );
    expect(page.text).not.toContain("recharts");
  });

  it("keeps custom days that do not parse, with the message under their field", async () => {
    const page = await sendPage(
      server,
      "/platform/analytics?range=custom&from=2026-11-02&to=2026-11-01",
      cookies.admin,
    );
    expect(page.status).toBe(200);
    const document = htmlDocument(page.text);
    expect(document.querySelector<HTMLInputElement>('input[name="from"]')!.getAttribute("value")).toBe("2026-11-02");
    expect(document.querySelector('[role="alert"]')!.textContent).toBe("Must be on or after the start");
    expect(document.querySelector("section[aria-label]")).toBeNull();
  });

  it("is refused to a technician and to a sales rep who works only their own leads", async () => {
    expect((await sendPage(server, "/platform/analytics", cookies.technician)).status).toBe(403);
    expect((await sendPage(server, "/platform/analytics", cookies.sales)).status).toBe(403);
  });
});
