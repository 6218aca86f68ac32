import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { seedProject } from "#tests/support/projects.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";

/** A staff member edits their own name at /admin/profile; their clients' project pages name them by it. */
let server: PageServer;
let adminCookie: string;
let seeded: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  server = await startPageServer();
  const { testApp } = server;
  const admin = await createTestUser(testApp, { userType: "admin" });
  const client = await createTestUser(testApp, { emailVerified: true });
  adminCookie = await signedInCookie(testApp, admin.id);
  // The project's manager is the admin who created it.
  seeded = await seedProject(testApp, admin, client);
}, 120_000);
afterAll(() => server?.close());

const send = (path: string, cookie: string, form?: Record<string, string>) => sendPage(server, path, cookie, form);

describe("a staff member's own name", () => {
  it("is a form in the back office, reached from the name the shell shows", async () => {
    const page = await send("/admin/profile", adminCookie);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<a[^>]*href="\/admin\/profile"[^>]*>Test Person<\/a>/);
    expect(page.text).toMatch(/<input(?=[^>]*name="firstName")(?=[^>]*value="Test")[^>]*>/);
    expect(page.text).toMatch(/<input(?=[^>]*name="lastName")(?=[^>]*value="Person")[^>]*>/);
  });

  it("refuses names the sign-up form would refuse, naming each field, and keeps the old name", async () => {
    const refused = await send("/admin/profile", adminCookie, { intent: "name", firstName: "", lastName: "R" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Please enter your first name");
    expect(refused.text).toContain("Last name must be at least 2 characters");
    const project = await send(`/dashboard/projects/${seeded.projectId}`, seeded.clientCookie);
    expect(project.text).toContain("Project manager: Test Person");
  });

  it("saves a new name, which the client then reads on their project", async () => {
    const saved = await send("/admin/profile", adminCookie, { intent: "name", firstName: "Dana", lastName: "Reyes" });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Your name is now Dana Reyes");
    const project = await send(`/dashboard/projects/${seeded.projectId}`, seeded.clientCookie);
    expect(project.text).toContain("Project manager: Dana Reyes");
    expect((await send("/admin/profile", adminCookie)).text).toContain(">Dana Reyes</a>");
  });
});
