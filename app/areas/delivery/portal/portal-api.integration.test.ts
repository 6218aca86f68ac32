import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "#server/composition/api-routes.ts";
import { linkTokenIn, queuedMails } from "#tests/support/outbox.ts";
import { PDF_BYTES, seedProject } from "#tests/support/projects.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { insertLead } from "#tests/support/leads.ts";

/** The largest document the portal promises to take, written out rather than read from the code. */
const TWENTY_MB = 20 * 1024 * 1024;

let testApp: TestApp;
let admin: TestUser;
let clientA: TestUser;
let clientB: TestUser;
let seeded: Awaited<ReturnType<typeof seedProject>>;
let cookieB: string;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  admin = await createTestUser(testApp, { userType: "admin" });
  clientA = await createTestUser(testApp, { emailVerified: true });
  clientB = await createTestUser(testApp, { emailVerified: true });
  seeded = await seedProject(testApp, admin, clientA);
  cookieB = await signedInCookie(testApp, clientB.id);
}, 60_000);
afterAll(() => testApp.close());

describe("the client's own project", () => {
  it("lists it, shows it with stages, action items, documents and unread count, and lets the client download", async () => {
    const list = await request(testApp.app).get("/api/projects").set("Cookie", seeded.clientCookie);
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([seeded.projectId]);
    const detail = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}`)
      .set("Cookie", seeded.clientCookie);
    expect(detail.status).toBe(200);
    expect(detail.body.stages[0]).toMatchObject({ name: "Consultation", state: "current" });
    expect(detail.body.stages).toHaveLength(9);
    expect(detail.body.actionItems[0]).toMatchObject({ title: "Upload a utility bill", completedAt: null });
    expect(detail.body.documents[0]).toMatchObject({ name: "permit.pdf", category: "permit", size: PDF_BYTES.length });
    const file = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}/documents/${seeded.documentId}`)
      .set("Cookie", seeded.clientCookie)
      .buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="permit.pdf"/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.headers["content-security-policy"]).toBe("sandbox");
    const inline = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}/documents/${seeded.documentId}/view`)
      .set("Cookie", seeded.clientCookie);
    expect(inline.headers["content-disposition"]).toMatch(/^inline;/);
  });

  it("counts the client's message unread for staff until staff read the thread", async () => {
    const unreadFor = async (cookie: string) =>
      (await request(testApp.app).get(`/api/projects/${seeded.projectId}`).set("Cookie", cookie)).body.unreadMessages;
    await request(testApp.app)
      .post(`/api/projects/${seeded.projectId}/messages`)
      .set("Cookie", seeded.clientCookie)
      .send({ body: "<b>escaped</b> please" });
    expect(await unreadFor(seeded.adminCookie)).toBeGreaterThan(0);
    const thread = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}/messages`)
      .set("Cookie", seeded.adminCookie);
    expect(thread.body.items.at(-1)).toMatchObject({ body: "<b>escaped</b> please", authorSide: "client" });
    expect(await unreadFor(seeded.adminCookie)).toBe(0);
  });

  it("refuses a message over 5,000 characters, naming the field", async () => {
    const res = await request(testApp.app)
      .post(`/api/projects/${seeded.projectId}/messages`)
      .set("Cookie", seeded.clientCookie)
      .send({ body: "x".repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.errors.body).toBe("Must be at most 5000 characters");
  });
});

describe("ownership: client B with client A's ids", () => {
  const portalRoutes = () => apiRoutes.filter((route) => route.path.startsWith("/api/projects/"));

  it("gets 404 from every project route, as for a project that does not exist, where A's same request succeeds", async () => {
    // The confirm route needs an item that can be confirmed: with the upload item A would get 404 too.
    const confirmItem = await request(testApp.app)
      .post(`/api/admin/projects/${seeded.projectId}/action-items`)
      .set("Cookie", seeded.adminCookie)
      .send({ title: "Confirm the site survey", kind: "confirm" });
    const ids: Record<string, string> = {
      ":projectId": seeded.projectId,
      ":documentId": seeded.documentId,
      ":actionItemId": confirmItem.body.id,
    };
    const send = (route: (typeof apiRoutes)[number], cookie: string, message: string) => {
      const path = route.path.replace(/:\w+/g, (name) => ids[name]!);
      const req = request(testApp.app)[route.method](path).set("Cookie", cookie);
      if (route.path.endsWith("/documents") && route.method === "post") {
        return req.field("category", "utility_bill").attach("file", PDF_BYTES, "bill.pdf");
      }
      return route.method === "post" ? req.send({ body: message }) : req;
    };
    expect(portalRoutes().length).toBeGreaterThanOrEqual(7);
    for (const route of portalRoutes()) {
      const name = `${route.method} ${route.path}`;
      expect((await send(route, cookieB, "hello")).status, name).toBe(404);
      // After B's attempt, so that B's request could not have been refused for what A's had already done.
      const owners = await send(route, seeded.clientCookie, "A's own message");
      expect(owners.status, `${name} as A`).toBeGreaterThanOrEqual(200);
      expect(owners.status, `${name} as A`).toBeLessThan(300);
    }
  });

  it("does not see A's project in its list, and A's data is unchanged", async () => {
    const list = await request(testApp.app).get("/api/projects").set("Cookie", cookieB);
    expect(list.body.items).toEqual([]);
    const thread = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}/messages`)
      .set("Cookie", seeded.clientCookie);
    expect(thread.body.items.map((message: { body: string }) => message.body)).not.toContain("hello");
  });

  it("gets 404 for A's document or action item through B's own project, and A's item stays open", async () => {
    const own = await seedProject(testApp, admin, clientB);
    const confirmItem = await request(testApp.app)
      .post(`/api/admin/projects/${seeded.projectId}/action-items`)
      .set("Cookie", seeded.adminCookie)
      .send({ title: "Confirm the installation date", kind: "confirm" });
    const ownPath = `/api/projects/${own.projectId}`;
    const asB = (req: request.Test) => req.set("Cookie", cookieB);
    const answers = [
      await asB(request(testApp.app).get(`${ownPath}/documents/${seeded.documentId}`)),
      await asB(request(testApp.app).get(`${ownPath}/documents/${seeded.documentId}/view`)),
      await asB(request(testApp.app).post(`${ownPath}/action-items/${confirmItem.body.id}/confirm`)),
      await asB(
        request(testApp.app)
          .post(`${ownPath}/documents`)
          .field("category", "utility_bill")
          .field("actionItemId", seeded.actionItemId)
          .attach("file", PDF_BYTES, "bill.pdf"),
      ),
    ];
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404]);
    const detailA = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}`)
      .set("Cookie", seeded.clientCookie);
    const itemsA = detailA.body.actionItems.filter((item: { id: string }) =>
      [seeded.actionItemId, confirmItem.body.id].includes(item.id),
    );
    expect(itemsA.map((item: { completedAt: string | null }) => item.completedAt)).toEqual([null, null]);
    const detailB = await asB(request(testApp.app).get(ownPath));
    expect(detailB.body.documents.map((document: { name: string }) => document.name)).toEqual(["permit.pdf"]);

    // The same requests with B's own ids succeed: the 404s above are for A's ids, not for the requests.
    const ownConfirmItem = await request(testApp.app)
      .post(`/api/admin/projects/${own.projectId}/action-items`)
      .set("Cookie", own.adminCookie)
      .send({ title: "Confirm the installation date", kind: "confirm" });
    const controls = [
      await asB(request(testApp.app).get(`${ownPath}/documents/${own.documentId}`)),
      await asB(request(testApp.app).get(`${ownPath}/documents/${own.documentId}/view`)),
      await asB(request(testApp.app).post(`${ownPath}/action-items/${ownConfirmItem.body.id}/confirm`)),
      await asB(
        request(testApp.app)
          .post(`${ownPath}/documents`)
          .field("category", "utility_bill")
          .field("actionItemId", own.actionItemId)
          .attach("file", PDF_BYTES, "bill.pdf"),
      ),
    ];
    expect(controls.map((res) => res.status)).toEqual([200, 200, 200, 201]);
  });
});

describe("uploads", () => {
  const upload = (content: Buffer, filename: string, fields: Record<string, string> = {}) => {
    let req = request(testApp.app)
      .post(`/api/projects/${seeded.projectId}/documents`)
      .set("Cookie", seeded.clientCookie)
      .field("category", "utility_bill");
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req.attach("file", content, filename);
  };

  it("answers 201 with the document's metadata, and completes the action item it answers", async () => {
    const res = await upload(PDF_BYTES, "bill.pdf", { actionItemId: seeded.actionItemId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: "bill.pdf",
      category: "utility_bill",
      size: PDF_BYTES.length,
      contentType: "application/pdf",
    });
    const detail = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}`)
      .set("Cookie", seeded.clientCookie);
    const item = detail.body.actionItems.find((candidate: { id: string }) => candidate.id === seeded.actionItemId);
    expect(item.completedAt).not.toBeNull();
    expect(item.documentId).toBe(res.body.id);
  });

  it("refuses a client's upload filed under a staff category with 400 naming the field", async () => {
    const res = await request(testApp.app)
      .post(`/api/projects/${seeded.projectId}/documents`)
      .set("Cookie", seeded.clientCookie)
      .field("category", "permit")
      .attach("file", PDF_BYTES, "permit.pdf");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: expect.any(String),
      errors: { category: "Please choose utility bill, photo, signed form or other" },
    });
  });

  it("refuses a .pdf that is really an executable with 415 and a clear message", async () => {
    const executable = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
      Buffer.alloc(512),
    ]);
    const res = await upload(executable, "invoice.pdf");
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^Only PDF, JPEG, PNG, WebP and HEIC files and office documents/);
  });

  it("refuses 20 MB + 1 byte with 413", async () => {
    const content = Buffer.concat([PDF_BYTES, Buffer.alloc(TWENTY_MB + 1 - PDF_BYTES.length)]);
    const res = await upload(content, "big.pdf").catch((error: { response?: request.Response }) => error.response);
    expect(res?.status).toBe(413);
    // The first 20 MB are stored in chunks before the byte past the limit arrives; then they are deleted.
  }, 120_000);

  it("accepts exactly 20 MB", async () => {
    const content = Buffer.concat([PDF_BYTES, Buffer.alloc(TWENTY_MB - PDF_BYTES.length)]);
    expect((await upload(content, "max.pdf")).status).toBe(201);
    // Storing 20 MB takes PGlite several seconds, longer on a loaded machine.
  }, 120_000);
});

describe("converting a won lead whose e-mail has no account", () => {
  it("creates the client's account and mails a set-password link that works once, within 7 days, and can be re-sent", async () => {
    const lead = await insertLead(testApp.services.db, { status: "won", email: "new.client@example.com" });
    const convert = await request(testApp.app)
      .post(`/api/admin/leads/${lead.id}/project`)
      .set("Cookie", seeded.adminCookie)
      .send({ title: "New array", type: "installation", siteAddress: "2 Oak St" });
    expect(convert.status).toBe(201);
    const invitationPending = async () =>
      (await request(testApp.app).get(`/api/projects/${convert.body.id}`).set("Cookie", seeded.adminCookie)).body
        .project.invitationPending;
    expect(await invitationPending()).toBe(true);
    const again = await request(testApp.app)
      .post(`/api/admin/leads/${lead.id}/project`)
      .set("Cookie", seeded.adminCookie)
      .send({ title: "New array", type: "installation", siteAddress: "2 Oak St" });
    expect(again.status).toBe(409);

    const resend = await request(testApp.app)
      .post(`/api/admin/projects/${convert.body.id}/invitation`)
      .set("Cookie", seeded.adminCookie)
      .send({});
    expect(resend.status).toBe(200);
    expect(await queuedMails(testApp, "portal_invitation", "new.client@example.com")).toHaveLength(2);
    const token = await linkTokenIn(testApp, "portal_invitation", "new.client@example.com");
    const { resetPassword } = await import("#app/areas/identity/password-reset/password-reset.server.ts");
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    const late = new Date(Date.now() + sevenDays + 60_000);
    expect(await resetPassword(testApp.services, { token, newPassword: "Sunshine2025" }, late)).toBeNull();
    const inTime = new Date(Date.now() + sevenDays - 60_000);
    expect(await resetPassword(testApp.services, { token, newPassword: "Sunshine2025" }, inTime)).toMatchObject({
      purpose: "invitation",
    });
    expect(await resetPassword(testApp.services, { token, newPassword: "Sunshine2026" })).toBeNull();
    const login = await request(testApp.app)
      .post("/api/login")
      .send({ username: "new.client@example.com", password: "Sunshine2025" });
    expect(login.status).toBe(200);
    expect(await invitationPending()).toBe(false);
    const resendAfter = await request(testApp.app)
      .post(`/api/admin/projects/${convert.body.id}/invitation`)
      .set("Cookie", seeded.adminCookie)
      .send({});
    expect(resendAfter.status).toBe(409);
  });

  it("gives no project to an account that has not confirmed its address (anyone can register with it)", async () => {
    const registered = await createTestUser(testApp);
    const refused = await request(testApp.app)
      .post("/api/admin/projects")
      .set("Cookie", seeded.adminCookie)
      .send({ clientEmail: registered.email, title: "Repair", type: "repair", siteAddress: "4 Pine St" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      clientEmail:
        "The account with this e-mail address has not confirmed it yet: ask the client to confirm it (their dashboard resends the link), then try again",
    });
  });

  it("offers no invitation to a client who registered and confirmed their address", async () => {
    const registered = await createTestUser(testApp, { emailVerified: true });
    const created = await request(testApp.app)
      .post("/api/admin/projects")
      .set("Cookie", seeded.adminCookie)
      .send({ clientEmail: registered.email, title: "Repair", type: "repair", siteAddress: "4 Pine St" });
    const detail = await request(testApp.app).get(`/api/projects/${created.body.id}`).set("Cookie", seeded.adminCookie);
    expect(detail.body.project.invitationPending).toBe(false);
    const resend = await request(testApp.app)
      .post(`/api/admin/projects/${created.body.id}/invitation`)
      .set("Cookie", seeded.adminCookie)
      .send({});
    expect(resend.status).toBe(409);
    expect(resend.body.message).toBe("The client has already set their password");
    expect(await queuedMails(testApp, "portal_invitation", registered.email)).toEqual([]);
  });

  it("refuses a lead that is not won, and an unknown client e-mail without a lead", async () => {
    const lead = await insertLead(testApp.services.db, { status: "contacted" });
    const notWon = await request(testApp.app)
      .post("/api/admin/projects")
      .set("Cookie", seeded.adminCookie)
      .send({ clientEmail: lead.email, title: "X", type: "repair", siteAddress: "3 Elm", leadId: lead.id });
    expect(notWon.status).toBe(400);
    expect(notWon.body.errors).toEqual({ leadId: "Only a won lead can become a project" });
    const unknown = await request(testApp.app)
      .post("/api/admin/projects")
      .set("Cookie", seeded.adminCookie)
      .send({ clientEmail: "nobody@example.com", title: "X", type: "repair", siteAddress: "3 Elm" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ clientEmail: "No client account has this e-mail address" });
  });
});
