import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#server/audit/tables.ts";
import { htmlDocument } from "#tests/support/html-document.ts";
import { startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { PDF_BYTES, seedProject } from "#tests/support/projects.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { enableTestTwoFactor, totpCode } from "#tests/support/two-factor.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";

/**
 * The signed-in writes no `defineWrite` declares (a streamed upload; one's own profile, password, mail settings and
 * second factor) each append one audit row, by whoever makes them, from their address, with no secret in it.
 */
let server: PageServer;
const FROM = "203.0.113.77";

beforeAll(async () => {
  server = await startPageServer({ TRUST_PROXY: "1" });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const api = () => request(server.testApp.app);
const rowsOf = (action: string, user: TestUser) =>
  server.testApp.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.actorId, user.id)));

/** A form posted to a page from the site itself, through the proxy TRUST_PROXY trusts. */
async function postPage(path: string, cookie: string, form: Record<string, string>) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.baseUrl,
      "X-Forwarded-For": FROM,
    },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });
  return { status: res.status, text: await res.text() };
}

describe("a document upload", () => {
  it("is recorded on its project, by the admin who uploaded it, without its bytes", async () => {
    const admin = await createTestUser(server.testApp, { userType: "admin" });
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const { projectId, adminCookie } = await seedProject(server.testApp, admin, client);
    const res = await api()
      .post(`/api/projects/${projectId}/documents`)
      .set("Cookie", adminCookie)
      .set("X-Forwarded-For", FROM)
      .field("category", "contract")
      .attach("file", PDF_BYTES, { filename: "signed-contract.pdf", contentType: "application/pdf" });
    expect(res.status).toBe(201);

    const rows = (await rowsOf("project_document.upload", admin)).filter(
      (row) => row.after?.documentId === res.body.id,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        actorRole: "admin",
        entity: "project",
        entityId: projectId,
        before: null,
        after: {
          documentId: res.body.id,
          fileName: "signed-contract.pdf",
          category: "contract",
          size: PDF_BYTES.length,
        },
        clientAddress: FROM,
      }),
    ]);
  });

  it("records nothing for an upload refused", async () => {
    const admin = await createTestUser(server.testApp, { userType: "admin" });
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const { projectId, adminCookie } = await seedProject(server.testApp, admin, client);
    const before = (await rowsOf("project_document.upload", admin)).length;
    const res = await api()
      .post(`/api/projects/${projectId}/documents`)
      .set("Cookie", adminCookie)
      .field("category", "contract")
      .attach("file", Buffer.from("not a document"), { filename: "notes.txt", contentType: "text/plain" });
    expect(res.status).toBe(415);
    expect(await rowsOf("project_document.upload", admin)).toHaveLength(before);
  });
});

describe("a client's own account", () => {
  it("records a profile change with the fields before and after", async () => {
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const res = await api()
      .post("/api/user/profile")
      .set("Cookie", await signedInCookie(server.testApp, client.id))
      .set("X-Forwarded-For", FROM)
      .send({ firstName: "Marisol", lastName: "Person", email: client.email, companyName: "", phone: "" });
    expect(res.status).toBe(200);
    expect(await rowsOf("account.profile", client)).toEqual([
      expect.objectContaining({
        actorRole: "client",
        entity: "user",
        entityId: client.id,
        before: { firstName: "Test", lastName: "Person", companyName: null, phone: null, email: client.email },
        after: expect.objectContaining({ firstName: "Marisol", lastName: "Person", email: client.email }),
        clientAddress: FROM,
      }),
    ]);
  });

  it("records a password change and neither password", async () => {
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const newPassword = "Moonlight-Array-2031";
    const res = await api()
      .post("/api/user/change-password")
      .set("Cookie", await signedInCookie(server.testApp, client.id))
      .set("X-Forwarded-For", FROM)
      .send({ currentPassword: client.password, newPassword, confirmPassword: newPassword });
    expect(res.status).toBe(204);
    const rows = await rowsOf("account.password", client);
    expect(rows).toEqual([
      expect.objectContaining({
        actorRole: "client",
        entity: "user",
        entityId: client.id,
        before: null,
        after: null,
        clientAddress: FROM,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(newPassword);
    expect(JSON.stringify(rows)).not.toContain(client.password);
  });

  it("records nothing for a password change refused", async () => {
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const res = await api()
      .post("/api/user/change-password")
      .set("Cookie", await signedInCookie(server.testApp, client.id))
      .send({
        currentPassword: "Not-Mine-2024",
        newPassword: "Moonlight-Array-2031",
        confirmPassword: "Moonlight-Array-2031",
      });
    expect(res.status).toBe(400);
    expect(await rowsOf("account.password", client)).toEqual([]);
  });

  it("records the project mail settings saved", async () => {
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const res = await api()
      .post("/api/user/project-mail-settings")
      .set("Cookie", await signedInCookie(server.testApp, client.id))
      .set("X-Forwarded-For", FROM)
      .send({ projectNews: false });
    expect(res.status).toBe(200);
    expect(await rowsOf("account.mail-settings", client)).toEqual([
      expect.objectContaining({
        actorRole: "client",
        entity: "user",
        entityId: client.id,
        after: { projectNews: false },
        clientAddress: FROM,
      }),
    ]);
  });
});

describe("a staff member's own name", () => {
  it("records the name before and after", async () => {
    const sales = await createTestUser(server.testApp, { userType: "sales" });
    const cookie = await signedInCookie(server.testApp, sales.id);
    const res = await postPage("/admin/profile", cookie, { intent: "name", firstName: "Rowan", lastName: "Ellis" });
    expect(res.status).toBe(200);
    expect(await rowsOf("account.profile", sales)).toEqual([
      expect.objectContaining({
        actorRole: "sales",
        entity: "user",
        entityId: sales.id,
        before: { firstName: "Test", lastName: "Person" },
        after: { firstName: "Rowan", lastName: "Ellis" },
        clientAddress: FROM,
      }),
    ]);
  });
});

describe("one's own second factor", () => {
  it("records turning it on, without the secret, the code or the recovery codes", async () => {
    const office = await createTestUser(server.testApp, { userType: "office" });
    const cookie = await signedInCookie(server.testApp, office.id);
    const setup = await fetch(`${server.baseUrl}/account/two-factor`, { headers: { Cookie: cookie } });
    const manualKey = htmlDocument(await setup.text())
      .querySelector("code")!
      .textContent!.trim();
    const code = await totpCode(manualKey);
    const done = await postPage("/account/two-factor", cookie, { intent: "confirm", code });
    expect(done.status).toBe(200);
    const recoveryCodes = Array.from(
      htmlDocument(done.text).querySelectorAll('ul[aria-label="Recovery codes"] li'),
      (item) => item.textContent!.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);

    const rows = await rowsOf("account.two-factor-on", office);
    expect(rows).toEqual([
      expect.objectContaining({
        actorRole: "office",
        entity: "user",
        entityId: office.id,
        before: null,
        after: null,
        clientAddress: FROM,
      }),
    ]);
    for (const secret of [manualKey, code, ...recoveryCodes]) expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("records turning it off, without the code", async () => {
    const client = await createTestUser(server.testApp, { emailVerified: true });
    const cookie = await signedInCookie(server.testApp, client.id);
    const { recoveryCodes } = await enableTestTwoFactor(server.testApp, client.id);
    const wrong = await postPage("/account/two-factor", cookie, { intent: "disable", code: "aaaaa-bbbbb" });
    expect(wrong.status).toBe(400);
    expect(await rowsOf("account.two-factor-off", client)).toEqual([]);

    const off = await postPage("/account/two-factor", cookie, { intent: "disable", code: recoveryCodes[0]! });
    expect(off.status).toBe(200);
    const rows = await rowsOf("account.two-factor-off", client);
    expect(rows).toEqual([
      expect.objectContaining({ actorRole: "client", entity: "user", entityId: client.id, clientAddress: FROM }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(recoveryCodes[0]!);
  });
});
