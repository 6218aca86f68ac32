import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { seedProject } from "#tests/support/projects.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";

/** The portal's pages, as client B with client A's ids: the same 404 as for ids that name nothing. */
let server: PageServer;
let seeded: Awaited<ReturnType<typeof seedProject>>;
let cookieB: string;

beforeAll(async () => {
  server = await startPageServer();
  const { testApp } = server;
  const admin = await createTestUser(testApp, { userType: "admin" });
  const clientA = await createTestUser(testApp, { emailVerified: true });
  const clientB = await createTestUser(testApp, { emailVerified: true });
  seeded = await seedProject(testApp, admin, clientA);
  cookieB = await signedInCookie(testApp, clientB.id);
}, 120_000);
afterAll(() => server?.close());

async function send(path: string, cookie: string, form?: Record<string, string>) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      Cookie: cookie,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  return { status: res.status, text: await res.text() };
}

describe("client B on client A's project page", () => {
  it("gets 404 for the page, its data, a message and confirming A's action item, where A's same requests succeed", async () => {
    // An item A can confirm: with the upload item, A's confirm would be refused too and B's 404 would prove nothing.
    const confirmItem = await fetch(`${server.baseUrl}/api/admin/projects/${seeded.projectId}/action-items`, {
      method: "POST",
      headers: { Cookie: seeded.adminCookie, "Content-Type": "application/json", Origin: server.baseUrl },
      body: JSON.stringify({ title: "Confirm the site survey", kind: "confirm" }),
    });
    expect(confirmItem.status).toBe(201);
    const confirmItemId = ((await confirmItem.json()) as { id: string }).id;
    const page = `/dashboard/projects/${seeded.projectId}`;
    expect((await send(page, cookieB)).status).toBe(404);
    expect((await send(`${page}.data`, cookieB)).status).toBe(404);
    expect((await send(page, seeded.clientCookie)).status).toBe(200);
    expect((await send(`${page}.data`, seeded.clientCookie)).status).toBe(200);
    const forms: Array<{ form: Record<string, string>; owners: number }> = [
      { form: { intent: "message", body: "Hello" }, owners: 200 },
      { form: { intent: "confirm", actionItemId: confirmItemId }, owners: 200 },
      { form: { intent: "bogus" }, owners: 400 },
    ];
    for (const { form, owners } of forms) {
      expect((await send(page, cookieB, form)).status, form.intent).toBe(404);
      expect((await send(`${page}.data`, cookieB, form)).status, form.intent).toBe(404);
      // After B's attempts, so that A's success cannot be what B's were refused for (a confirmed item).
      expect((await send(`${page}.data`, seeded.clientCookie, form)).status, `${form.intent} as A`).toBe(owners);
    }
    const missing = "/dashboard/projects/00000000-0000-4000-8000-000000000000";
    expect((await send(missing, cookieB)).status).toBe(404);
  });

  it("while client A sees the page, the permit and the thread", async () => {
    const page = await send(`/dashboard/projects/${seeded.projectId}`, seeded.clientCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("permit.pdf");
    expect(page.text).toContain("Hello from the client");
  });
});

describe("client A's portal pages", () => {
  it("escape a message, count it unread in the header, mark an overdue item and offer a new project", async () => {
    const request = (path: string, body: object) =>
      fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: { Cookie: seeded.adminCookie, "Content-Type": "application/json", Origin: server.baseUrl },
        body: JSON.stringify(body),
      });
    const message = await request(`/api/projects/${seeded.projectId}/messages`, {
      body: "<script>alert(1)</script> The permit is in.",
    });
    expect(message.status).toBe(201);
    const item = await request(`/api/admin/projects/${seeded.projectId}/action-items`, {
      title: "Confirm the installation date",
      kind: "confirm",
      dueOn: "2026-01-05",
    });
    expect(item.status).toBe(201);

    const page = await send(`/dashboard/projects/${seeded.projectId}`, seeded.clientCookie);
    expect(page.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt; The permit is in.");
    expect(page.text).not.toContain("<script>alert(1)");
    expect(page.text).toMatch(/aria-label="\d+ unread messages?"/);
    expect(page.text).toContain("Overdue");
    expect(page.text).toContain("Was due");

    const dashboard = await send("/dashboard", seeded.clientCookie);
    expect(dashboard.text).toMatch(/<a[^>]*href="\/request-service"[^>]*>Request a new project/);
    expect(dashboard.text).toContain("Overdue");
  });
});
