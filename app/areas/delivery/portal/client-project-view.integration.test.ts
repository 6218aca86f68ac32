import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { seedProject } from "#tests/support/projects.ts";
import { createTestUser } from "#tests/support/users.ts";

/**
 * What the client reads on their dashboard and project page: who the project waits on while they have to-dos, the
 * upload form of a to-do set to the document it asks for, and the conversation before the documents on a phone.
 */
let server: PageServer;
let seeded: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  server = await startPageServer();
  const { testApp } = server;
  const admin = await createTestUser(testApp, { userType: "admin" });
  const client = await createTestUser(testApp, { emailVerified: true });
  // One open upload to-do with no category ("Upload a utility bill"); the first stage waits on us.
  seeded = await seedProject(testApp, admin, client);
}, 120_000);
afterAll(() => server?.close());

async function page(path: string) {
  const res = await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: seeded.clientCookie } });
  return (await res.text()).replace(/<!-- -->/g, "");
}

const addToDo = (body: Record<string, string>) =>
  request(server.testApp.app)
    .post(`/api/admin/projects/${seeded.projectId}/action-items`)
    .set("Cookie", seeded.adminCookie)
    .send(body);

describe("the client's project", () => {
  it("waits on the client while they have open to-dos, on the card and the stage alike", async () => {
    const dashboard = await page("/client-dashboard");
    expect(dashboard).toMatch(/Waiting on<\/dt><dd[^>]*>You — 1 to-do<\/dd>/);
    expect(dashboard).not.toContain(">Us<");
    expect(dashboard).toContain("Waiting on: You — 1 to-do");
    expect((await addToDo({ title: "Send a roof photo", kind: "upload", category: "photo" })).status).toBe(201);
    expect(await page("/client-dashboard")).toMatch(/Waiting on<\/dt><dd[^>]*>You — 2 to-dos<\/dd>/);
    expect(await page(`/dashboard/projects/${seeded.projectId}`)).toContain("Waiting on: You — 2 to-dos");
  });

  it("preselects the document a to-do asks for in its upload form", async () => {
    const created = await addToDo({
      title: "Send the signed interconnection form",
      kind: "upload",
      category: "signed_form",
    });
    expect(created.status).toBe(201);
    const html = await page(`/dashboard/projects/${seeded.projectId}`);
    const item = html.slice(html.indexOf("Send the signed interconnection form"));
    expect(item).toContain("Upload: Signed form");
    expect(item.slice(0, item.indexOf("</select>"))).toMatch(/<option value="signed_form" selected="">/);
  });

  it("refuses a to-do category a client cannot upload, naming the field, and drops it from a confirmation", async () => {
    const refused = await addToDo({ title: "Send the permit", kind: "upload", category: "permit" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(["category"]);
    const confirmation = await addToDo({ title: "Confirm the install date", kind: "confirm", category: "photo" });
    expect(confirmation.status).toBe(201);
    const detail = await request(server.testApp.app)
      .get(`/api/projects/${seeded.projectId}`)
      .set("Cookie", seeded.adminCookie);
    const item = detail.body.actionItems.find((found: { id: string }) => found.id === confirmation.body.id);
    expect(item.category).toBeNull();
  });

  it("comes with the messages before the documents in reading order (a phone's), the messages last beside the stages", async () => {
    const html = await page(`/dashboard/projects/${seeded.projectId}`);
    const messages = html.indexOf('aria-label="Messages with our team"');
    const documents = html.indexOf('aria-label="Documents"');
    expect(messages).toBeGreaterThan(0);
    expect(documents).toBeGreaterThan(messages);
    expect(html.slice(0, messages)).toMatch(/<div class="grid lg:order-last"><section $/);
  });
});
