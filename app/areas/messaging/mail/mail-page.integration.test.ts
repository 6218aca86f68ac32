import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";
import { mailOutbox } from "./index.server.ts";

/** A mail's page in the back office, as staff open it from the outbox, and its Resend button. */
let server: PageServer;
let adminCookie: string;
let clientCookie: string;

beforeAll(async () => {
  server = await startPageServer();
  const { testApp } = server;
  adminCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "admin" })).id);
  clientCookie = await signedInCookie(testApp, (await createTestUser(testApp, { emailVerified: true })).id);
}, 120_000);
afterAll(() => server?.close());

async function insertMail(status: "queued" | "sent" | "failed") {
  const [mail] = await server.testApp.services.db
    .insert(mailOutbox)
    .values({
      kind: "portal_invitation",
      to: "maria@example.com",
      subject: "Your project portal <is ready>",
      text: [
        "Hello Maria,",
        "",
        "Your project: https://solar.example/dashboard/projects/42.",
        "Set your password: https://solar.example/reset-password?token=SECRET-TOKEN-123",
        "Do not click javascript:alert(1)",
        "<b>not bold</b>",
      ].join("\n"),
      html: '<p id="html-body-marker"><script>alert("html body")</script></p>',
      status,
      attempts: status === "failed" ? 12 : 1,
      lastError: status === "failed" ? "550 mailbox unavailable" : null,
      sentAt: status === "sent" ? new Date("2026-11-20T18:05:00Z") : null,
    })
    .returning({ id: mailOutbox.id });
  return mail!.id;
}

const send = (path: string, cookie: string, form?: Record<string, string>) => sendPage(server, path, cookie, form);

const resendApi = (mailId: string) =>
  request(server.testApp.app).post(`/api/admin/outbox/${mailId}/resend`).set("Cookie", adminCookie).send({});

describe("a mail's page", () => {
  it("shows the envelope, the plain text as text and its web links, never the HTML body or the recipient's secret", async () => {
    const mailId = await insertMail("sent");
    const page = await send(`/admin-crm/outbox/${mailId}`, adminCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Your project portal &lt;is ready&gt;");
    expect(page.text).toContain("maria@example.com");
    expect(page.text).toContain("Sent Nov 20, 2026, 10:05 AM PST");
    expect(page.text).toMatch(/Attempts<\/dt><dd[^>]*>1</);
    expect(page.text).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    expect(page.text).not.toContain("<b>not bold</b>");
    expect(page.text).not.toContain("html-body-marker");
    expect(page.text).not.toContain('alert("html body")');
    expect(page.text).toContain('href="https://solar.example/dashboard/projects/42"');
    expect(page.text).not.toMatch(/href="javascript:/);
    expect(page.text).not.toContain("SECRET-TOKEN-123");
    expect(page.text).toContain("https://solar.example/reset-password?token=[redacted]");
    expect(page.text).not.toContain('href="https://solar.example/reset-password');
    expect(page.text).toContain("Not resent.");
  });

  it("is the 404 page for an id that names no mail, and Access Denied for a client", async () => {
    expect((await send("/admin-crm/outbox/00000000-0000-4000-8000-000000000000", adminCookie)).status).toBe(404);
    expect((await send("/admin-crm/outbox/not-an-id", adminCookie)).status).toBe(404);
    expect((await send(`/admin-crm/outbox/${await insertMail("sent")}`, clientCookie)).status).toBe(403);
  });

  it("resends a copy from its Resend button, and both pages say who resent it and when", async () => {
    const mailId = await insertMail("sent");
    const posted = await send(`/admin-crm/outbox/${mailId}`, adminCookie, { intent: "resend", mailId });
    expect(posted.status).toBe(200);
    expect(posted.text).toContain("A copy is queued for maria@example.com");

    const { db } = server.testApp.services;
    const copies = await db.select().from(mailOutbox).where(eq(mailOutbox.resendOf, mailId));
    expect(copies).toHaveLength(1);
    const [original] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(copies[0]).toMatchObject({
      status: "queued",
      attempts: 0,
      to: "maria@example.com",
      subject: original!.subject,
      text: original!.text,
      html: original!.html,
    });
    expect(original!.status).toBe("sent");

    const page = await send(`/admin-crm/outbox/${mailId}`, adminCookie);
    expect(page.text).toContain("Resent by Test Person");
    expect(page.text).toContain(`href="/admin-crm/outbox/${copies[0]!.id}"`);
    const copyPage = await send(`/admin-crm/outbox/${copies[0]!.id}`, adminCookie);
    expect(copyPage.text).toMatch(/A resend of <a [^>]*>Your project portal &lt;is ready&gt;<\/a> by Test Person on /);
    expect(copyPage.text).toContain("This mail is still waiting to be sent.");
  });

  it("resends through the API as a create (201), a resend of the copy is logged on the first mail, a queued mail is refused", async () => {
    const mailId = await insertMail("failed");
    const res = await resendApi(mailId);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ to: "maria@example.com" });

    const refused = await resendApi(res.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "This mail is still waiting to be sent" });

    const { db } = server.testApp.services;
    await db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, res.body.id));
    expect((await resendApi(res.body.id)).status).toBe(201);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.resendOf, mailId))).toHaveLength(2);
    expect((await resendApi("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
