import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { mailOutbox } from "#app/areas/messaging/mail/index.server.ts";
import { newsletterSubscribers } from "./tables.server.ts";

let testApp: TestApp;
let cookie: string;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createTestUser(testApp, { userType: "admin" });
  cookie = await signedInCookie(testApp, admin.id);
  await testApp.services.db.insert(newsletterSubscribers).values([
    {
      email: "ana@example.com",
      name: "Ana Ortiz",
      source: "solar_consultation_form",
      createdAt: new Date("2025-01-01T10:00:00Z"),
    },
    { email: "ben@example.com", source: "newsletter_form", createdAt: new Date("2025-01-02T10:00:00Z") },
    {
      email: "=cmd@example.com",
      source: "newsletter_form",
      createdAt: new Date("2025-01-03T10:00:00Z"),
      unsubscribedAt: new Date("2025-02-01T10:00:00Z"),
    },
  ]);
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path).set("Cookie", cookie);
const post = (path: string) => request(testApp.app).post(path).set("Cookie", cookie).send({});

describe("GET /api/admin/subscribers", () => {
  it("lists subscribers newest first with counts by source and the unsubscribed state", async () => {
    const res = await get("/api/admin/subscribers");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 25, total: 3 });
    expect(res.body.items.map((item: { email: string }) => item.email)).toEqual([
      "=cmd@example.com",
      "ben@example.com",
      "ana@example.com",
    ]);
    expect(res.body.items[0].unsubscribedAt).toBe("2025-02-01T10:00:00.000Z");
    expect(res.body.counts).toEqual([
      { source: "newsletter_form", subscribed: 1, unsubscribed: 1 },
      { source: "solar_consultation_form", subscribed: 1, unsubscribed: 0 },
    ]);
  });

  it("searches, filters and pages", async () => {
    const emails = async (query: string) =>
      (await get(`/api/admin/subscribers?${query}`)).body.items.map((item: { email: string }) => item.email);
    expect(await emails("search=ortiz")).toEqual(["ana@example.com"]);
    expect(await emails("source=newsletter_form&state=subscribed")).toEqual(["ben@example.com"]);
    expect(await emails("state=unsubscribed")).toEqual(["=cmd@example.com"]);
    expect(await emails("pageSize=1&page=2")).toEqual(["ben@example.com"]);
    expect((await get("/api/admin/subscribers?source=twitter")).status).toBe(400);
  });

  it("exports the filtered list as CSV, formulas neutralised", async () => {
    const res = await get("/api/admin/subscribers.csv?source=newsletter_form")
      .buffer(true)
      .parse((stream, done) => {
        let text = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (text += chunk));
        stream.on("end", () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (res.body as string).split("\r\n");
    expect(lines[0]).toBe('\uFEFF"id","createdAt","email","name","source","unsubscribedAt","customerId"');
    expect(lines[1]).toMatch(
      /^"[\w-]+","2025-01-03T10:00:00\.000Z","'=cmd@example\.com","","newsletter_form","2025-02-01T10:00:00\.000Z",""$/,
    );
    expect(lines[2]).toMatch(/,"ben@example\.com","","newsletter_form","",""$/);
    expect(lines).toHaveLength(4);
  });
});

describe("the mail outbox", () => {
  // createdAt is given: rows inserted within one clock tick (PGlite's clock is coarse) would tie.
  async function insertMail(status: "queued" | "sent" | "failed", subject: string, createdAt = new Date()) {
    const [mail] = await testApp.services.db
      .insert(mailOutbox)
      .values({
        kind: "lead_staff",
        to: "sales@example.com",
        subject,
        text: "body",
        html: "<p>body</p>",
        status,
        attempts: status === "failed" ? 12 : 0,
        lastError: status === "failed" ? "550 mailbox unavailable" : null,
        nextAttemptAt: new Date("2025-01-01T00:00:00Z"),
        createdAt,
      })
      .returning();
    return mail!;
  }

  it("lists mails by status with counts, newest first", async () => {
    await insertMail("sent", "Sent one", new Date("2025-01-01T10:00:00Z"));
    const failed = await insertMail("failed", "Failed one", new Date("2025-01-01T11:00:00Z"));
    await insertMail("queued", "Queued one", new Date("2025-01-01T12:00:00Z"));
    const all = await get("/api/admin/outbox");
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({ queued: 1, sent: 1, failed: 1 });
    expect(all.body.items.map((mail: { subject: string }) => mail.subject)).toEqual([
      "Queued one",
      "Failed one",
      "Sent one",
    ]);
    expect(all.body.items[0]).not.toHaveProperty("html");
    const onlyFailed = await get("/api/admin/outbox?status=failed");
    expect(onlyFailed.body).toMatchObject({
      total: 1,
      items: [{ id: failed.id, lastError: "550 mailbox unavailable", attempts: 12 }],
    });
  });

  it("puts a failed mail back in the queue, due now", async () => {
    const failed = await insertMail("failed", "Retry me");
    const res = await post(`/api/admin/outbox/${failed.id}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: failed.id, status: "queued", attempts: 0 });
    const [row] = await testApp.services.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(row!.status).toBe("queued");
    expect(Math.abs(row!.nextAttemptAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("retries only failed mails", async () => {
    const sent = await insertMail("sent", "Already sent");
    const res = await post(`/api/admin/outbox/${sent.id}/retry`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Only a failed mail can be retried" });
    expect((await post(`/api/admin/outbox/${UNKNOWN_ID}/retry`)).status).toBe(404);
  });
});
