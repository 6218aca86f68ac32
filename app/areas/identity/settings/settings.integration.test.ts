import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRetentionJob } from "#server/audit/retention.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { insertLead } from "#tests/support/leads.ts";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";

/**
 * Issue 26 §1 and §3, decision 0137: an admin sets which leads sales reps see, whether they see amounts and how long
 * the audit trail keeps a row; a change holds from the next request, and the trail shows it before and after.
 */

let server: PageServer;
const cookies: Record<"admin" | "office" | "sales" | "technician", string> = {
  admin: "",
  office: "",
  sales: "",
  technician: "",
};
let theirLeadId: string;

beforeAll(async () => {
  server = await startPageServer();
  const { testApp } = server;
  for (const role of ["admin", "office", "sales", "technician"] as const) {
    cookies[role] = await signedInCookie(testApp, (await createTestUser(testApp, { userType: role })).id);
  }
  const otherRep = await createTestUser(testApp, { userType: "sales" });
  const lead = await insertLead(testApp.services.db, {
    customerName: "Theo Theirs",
    assigneeId: otherRep.id,
    currentElectricBill: "$310",
  });
  theirLeadId = lead.id;
}, 120_000);
afterAll(() => server?.close());

const as = (who: keyof typeof cookies) => ({
  get: (path: string) => request(server.testApp.app).get(path).set("Cookie", cookies[who]),
  patch: (path: string, body: object) => request(server.testApp.app).patch(path).set("Cookie", cookies[who]).send(body),
});

describe("the settings page and API (decision 0137)", () => {
  it("shows the environment's values until an admin saves", async () => {
    const res = await as("admin").get("/api/admin/settings");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      salesLeadAccess: "own",
      salesSeesAmounts: true,
      auditRetentionDays: 730,
      updatedAt: null,
      updatedByName: null,
    });
  });

  it("turns away the office, sales and technicians, on the page and the API", async () => {
    for (const role of ["office", "sales", "technician"] as const) {
      expect((await as(role).get("/api/admin/settings")).status, role).toBe(403);
      expect((await as(role).patch("/api/admin/settings", { salesLeadAccess: "any" })).status, role).toBe(403);
      expect((await sendPage(server, "/admin/settings", cookies[role])).status, role).toBe(403);
      const post = await sendPage(server, "/admin/settings", cookies[role], {
        intent: "update-settings",
        salesLeadAccess: "any",
      });
      expect(post.status, role).toBe(403);
    }
    expect((await as("admin").get("/api/admin/settings")).body.salesLeadAccess).toBe("own");
  });

  it("refuses bad values with 400, naming each field", async () => {
    const res = await as("admin").patch("/api/admin/settings", {
      salesLeadAccess: "all",
      salesSeesAmounts: "maybe",
      auditRetentionDays: 0,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["auditRetentionDays", "salesLeadAccess", "salesSeesAmounts"]);
    for (const auditRetentionDays of [36_501, 1.5, true, ""]) {
      const one = await as("admin").patch("/api/admin/settings", { auditRetentionDays });
      expect(one.status, String(auditRetentionDays)).toBe(400);
      expect(one.body.errors, String(auditRetentionDays)).toHaveProperty("auditRetentionDays");
    }
    const nothing = await as("admin").patch("/api/admin/settings", {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual({ _: "Send salesLeadAccess, salesSeesAmounts or auditRetentionDays" });
  });

  it("lets a sales rep open another rep's lead from the moment an admin widens their access", async () => {
    expect((await as("sales").get(`/api/admin/leads/${theirLeadId}`)).status).toBe(404);
    const saved = await as("admin").patch("/api/admin/settings", { salesLeadAccess: "any" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ salesLeadAccess: "any", salesSeesAmounts: true, auditRetentionDays: 730 });
    expect(saved.body.updatedByName).toBe("Test Person");
    const lead = await as("sales").get(`/api/admin/leads/${theirLeadId}`);
    expect(lead.status).toBe(200);
    expect(lead.body.lead.currentElectricBill).toBe("$310");
  });

  it("leaves the amounts out of a sales rep's answers once switched off", async () => {
    expect((await as("admin").patch("/api/admin/settings", { salesSeesAmounts: false })).status).toBe(200);
    const lead = await as("sales").get(`/api/admin/leads/${theirLeadId}`);
    expect(lead.status).toBe(200);
    expect(lead.body.lead.customerName).toBe("Theo Theirs");
    expect(lead.body.lead).not.toHaveProperty("currentElectricBill");
    // The first change is kept: a later save sets only what it names.
    expect((await as("admin").get("/api/admin/settings")).body).toMatchObject({
      salesLeadAccess: "any",
      salesSeesAmounts: false,
    });
  });

  it("records each change in the audit trail with the settings before and what changed", async () => {
    const rows = await server.testApp.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "settings.update"))
      .orderBy(auditEvents.occurredAt);
    expect(rows.map(({ entity, entityId, before, after }) => ({ entity, entityId, before, after }))).toEqual([
      {
        entity: "settings",
        entityId: "staff",
        before: { salesLeadAccess: "own", salesSeesAmounts: true, auditRetentionDays: 730 },
        after: { salesLeadAccess: "any", id: "staff" },
      },
      {
        entity: "settings",
        entityId: "staff",
        before: { salesLeadAccess: "any", salesSeesAmounts: true, auditRetentionDays: 730 },
        after: { salesSeesAmounts: false, id: "staff" },
      },
    ]);
  });

  it("saves the page's form, posted without JavaScript", async () => {
    const res = await sendPage(server, "/admin/settings", cookies.admin, {
      intent: "update-settings",
      salesLeadAccess: "own",
      salesSeesAmounts: "true",
      auditRetentionDays: "30",
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain("Settings saved");
    expect((await as("admin").get("/api/admin/settings")).body).toMatchObject({
      salesLeadAccess: "own",
      salesSeesAmounts: true,
      auditRetentionDays: 30,
    });
    expect((await as("sales").get(`/api/admin/leads/${theirLeadId}`)).status).toBe(404);
  });

  it("has the retention job keep the audit trail for the days set (30 since the last test)", async () => {
    const { db } = server.testApp.services;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.insert(auditEvents).values([
      { occurredAt: daysAgo(31), action: "retention.old" },
      { occurredAt: daysAgo(29), action: "retention.kept" },
    ]);
    await auditRetentionJob.run(server.testApp.services);
    const actions = (await db.select({ action: auditEvents.action }).from(auditEvents)).map((row) => row.action);
    expect(actions).not.toContain("retention.old");
    expect(actions).toContain("retention.kept");
  });
});
