import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAuditEvent } from "#server/audit/audit-trail.ts";
import { deleteExpiredAuditEvents } from "#server/audit/retention.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { enableTestTwoFactor } from "#tests/support/two-factor.ts";
import { createTestUser, TEST_PASSWORD, type TestUser } from "#tests/support/users.ts";

let testApp: TestApp;
let admin: TestUser;
let adminCookie: string;
const FROM = "198.51.100.23";

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await createTestUser(testApp, { userType: "admin" });
  adminCookie = await signedInCookie(testApp, admin.id);
});
afterAll(() => testApp.close());

const db = () => testApp.services.db;
const rowsOf = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));
const asAdmin = (path: string) =>
  request(testApp.app).get(path).set("Cookie", adminCookie).set("X-Forwarded-For", FROM);

describe("sign-in in the audit trail", () => {
  it("records a sign-in with its role and address, and a failed one with the name tried but never the password", async () => {
    const office = await createTestUser(testApp, { userType: "office" });
    const signIn = (password: string) =>
      request(testApp.app)
        .post("/api/login")
        .set("X-Forwarded-For", FROM)
        .send({ username: office.username, password });

    expect((await signIn("Wrong-Guess-99")).status).toBe(401);
    const [failed] = (await rowsOf("sign_in_failed")).filter((row) => row.after?.username === office.username);
    expect(failed).toMatchObject({ actorId: null, actorRole: null, clientAddress: FROM });
    expect(JSON.stringify(failed)).not.toContain("Wrong-Guess-99");

    expect((await signIn(TEST_PASSWORD)).status).toBe(200);
    expect((await rowsOf("sign_in")).filter((row) => row.actorId === office.id)).toEqual([
      expect.objectContaining({ actorRole: "office", clientAddress: FROM }),
    ]);
  });
});

describe("a wrong second-factor code in the audit trail", () => {
  it("records a failed sign-in naming the account and the reason, never the code", async () => {
    const office = await createTestUser(testApp, { userType: "office" });
    await enableTestTwoFactor(testApp, office.id);
    const password = await request(testApp.app)
      .post("/api/login")
      .set("X-Forwarded-For", FROM)
      .send({ username: office.username, password: TEST_PASSWORD });
    expect(password.body).toEqual({ twoFactorRequired: true });
    const code = await request(testApp.app)
      .post("/api/login/two-factor")
      .set("X-Forwarded-For", FROM)
      .set("Cookie", password.headers["set-cookie"]!)
      .send({ code: "000000" });
    expect(code.status).toBe(400);
    const rows = (await rowsOf("sign_in_failed")).filter((row) => row.entityId === office.id);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: null,
        entity: "user",
        after: { reason: "second factor" },
        clientAddress: FROM,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain("000000");
  });
});

describe("secrets in the audit trail", () => {
  it("stores no password, hash, token, TOTP secret or recovery code, at any depth, whatever the key's spelling", async () => {
    const secrets = ["Hunter2-Password", "$argon2id$v=19$hash", "tok_123456", "JBSWY3DPEHPK3PXP", "7h2k-9xq4"];
    await recordAuditEvent(db(), {
      actor: { id: admin.id, userType: "admin" },
      action: "test.secrets",
      before: { passwordHash: secrets[1] },
      after: {
        status: "kept",
        newPassword: secrets[0],
        nested: { resetToken: secrets[2], TOTP_secret: secrets[3] },
        recoveryCodes: [secrets[4]],
        code: "123456",
      },
      clientAddress: FROM,
    });
    const [row] = await rowsOf("test.secrets");
    const stored = JSON.stringify(row);
    for (const secret of [...secrets, "123456"]) expect(stored).not.toContain(secret);
    expect(row!.after).toMatchObject({
      status: "kept",
      newPassword: "[redacted]",
      nested: { resetToken: "[redacted]" },
    });
  });

  it("stores a lone surrogate half or a NUL a write accepted as U+FFFD, which jsonb would refuse", async () => {
    await recordAuditEvent(db(), {
      actor: null,
      action: "test.unstorable",
      after: { body: "a\uD800b\u0000c\uDC00", emoji: "\u{1F600}" },
      clientAddress: FROM,
    });
    const [row] = await rowsOf("test.unstorable");
    expect(row!.after).toEqual({ body: "a\uFFFDb\uFFFDc\uFFFD", emoji: "\u{1F600}" });
  });
});

describe("the audit trail's page, filters and CSV", () => {
  beforeAll(async () => {
    const at = (iso: string) => new Date(iso);
    const rows = [
      { occurredAt: at("2031-03-01T18:00:00Z"), action: "lead.status", entity: "lead", entityId: "lead-1" },
      { occurredAt: at("2031-03-02T18:00:00Z"), action: "lead.note", entity: "lead", entityId: "lead-1" },
      { occurredAt: at("2031-03-03T18:00:00Z"), action: "order.status", entity: "order", entityId: "order-9" },
    ];
    await db()
      .insert(auditEvents)
      .values(rows.map((row) => ({ ...row, actorId: admin.id, actorRole: "admin", clientAddress: FROM })));
  });

  it("lists events newest first, filtered by person, action group, record and days", async () => {
    const page = await asAdmin(`/api/admin/audit-events?actor=${admin.id}&action=lead&from=2031-03-01&to=2031-03-02`);
    expect(page.status).toBe(200);
    expect(page.body.items.map((item: { action: string }) => item.action)).toEqual(["lead.note", "lead.status"]);
    const byRecord = await asAdmin("/api/admin/audit-events?entity=order&from=2031-03-01");
    expect(byRecord.body.items).toEqual([expect.objectContaining({ action: "order.status", entityId: "order-9" })]);
    const oneDay = await asAdmin("/api/admin/audit-events?action=lead.status&from=2031-03-01&to=2031-03-01");
    expect(oneDay.body.total).toBe(1);
    expect((await asAdmin("/api/admin/audit-events?from=March")).status).toBe(400);
  });

  it("exports the filtered rows as CSV at GET /api/admin/audit, and records the export itself", async () => {
    const res = await asAdmin(
      `/api/admin/audit?actor=${admin.id}&action=lead&entity=lead&from=2031-03-01&to=2031-03-03`,
    );
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const [header, ...lines] = parseCsv(res.text.replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "occurredAt",
      "actorId",
      "actorName",
      "actorRole",
      "action",
      "entity",
      "entityId",
      "before",
      "after",
      "clientAddress",
    ]);
    expect(lines.map((line) => line[4])).toEqual(["lead.note", "lead.status"]);
    expect(await rowsOf("export.audit")).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        entity: "audit",
        after: { actor: admin.id, action: "lead", entity: "lead", from: "2031-03-01", to: "2031-03-03" },
        clientAddress: FROM,
      }),
    ]);
  });

  it("records every staff list's export by its name (the leads CSV)", async () => {
    expect((await asAdmin("/api/admin/leads.csv?status=new")).status).toBe(200);
    expect(await rowsOf("export.leads")).toEqual([
      expect.objectContaining({ actorId: admin.id, entity: "lead", after: expect.objectContaining({ status: "new" }) }),
    ]);
  });
});

describe("append-only", () => {
  it("refuses to change or delete a row, and to empty the table", async () => {
    const [row] = await db().select({ id: auditEvents.id }).from(auditEvents).limit(1);
    await expect(
      db().update(auditEvents).set({ action: "forged" }).where(eq(auditEvents.id, row!.id)),
    ).rejects.toThrow();
    await expect(db().delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await db().select().from(auditEvents).where(eq(auditEvents.id, row!.id))).toHaveLength(1);
  });

  it("lets the retention job delete the rows older than the retention period, and only those", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db()
      .insert(auditEvents)
      .values([
        { occurredAt: daysAgo(731), action: "retention.old" },
        { occurredAt: daysAgo(729), action: "retention.kept" },
      ]);
    const before = (await db().select().from(auditEvents)).length;
    expect(await deleteExpiredAuditEvents(db(), 730, now)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf("retention.old")).toEqual([]);
    expect(await rowsOf("retention.kept")).toHaveLength(1);
    // Everything else was written today (or dated in 2031): kept.
    expect((await db().select().from(auditEvents)).length).toBe(before - 1);
  });
});
