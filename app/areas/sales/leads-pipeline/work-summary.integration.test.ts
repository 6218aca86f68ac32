import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { leadTasks } from "./tables.server.ts";
import { loadAdminWorkSummary } from "./work-summary.server.ts";

let testApp: TestApp;
let admin: TestUser;
let colleague: TestUser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin" });
  colleague = await createTestUser(testApp, { userType: "admin" });
});
afterAll(() => testApp.close());

describe("loadAdminWorkSummary", () => {
  it("shows my open tasks soonest first and counts leads overdue for first contact", async () => {
    const db = testApp.services.db;
    const now = new Date();
    const old = new Date(now.getTime() - 10 * DAY);
    const lead = await insertLead(db, { customerName: "Harper Lane", createdAt: old });
    await insertLead(db, { createdAt: old });
    await insertLead(db, { createdAt: old, isSpam: true });
    await insertLead(db, { createdAt: old, status: "contacted", firstContactedAt: now });
    await insertLead(db, { createdAt: old, status: "lost", lostReason: "Duplicate" });
    await insertLead(db, { createdAt: now });
    await db.insert(leadTasks).values([
      { leadId: lead.id, assigneeId: admin.id, title: "Later", dueAt: new Date(now.getTime() + 2 * DAY) },
      { leadId: lead.id, assigneeId: admin.id, title: "Late", dueAt: new Date(now.getTime() - DAY) },
      { leadId: lead.id, assigneeId: admin.id, title: "Done", dueAt: old, completedAt: now },
      { leadId: lead.id, assigneeId: colleague.id, title: "Not mine", dueAt: old },
    ]);

    const summary = await loadAdminWorkSummary(testApp.services, sessionUserOf(admin), now);
    expect(summary.openTaskCount).toBe(2);
    expect(summary.openTasks).toMatchObject([
      { title: "Late", overdue: true, leadId: lead.id, leadReference: lead.reference, customerName: "Harper Lane" },
      { title: "Later", overdue: false },
    ]);
    expect(summary.overdueLeadCount).toBe(2);
    expect(summary.dueLeadCount).toBe(1);
    expect(summary.possibleSpamCount).toBe(0);
  });

  it("counts possible spam: signals without a decision, not leads marked spam or already decided", async () => {
    const db = testApp.services.db;
    await insertLead(db, { spamSignals: ["fast_fill"] });
    await insertLead(db, { spamSignals: ["missing_start_time"] });
    await insertLead(db, { spamSignals: ["honeypot"], isSpam: true });
    await insertLead(db, { spamSignals: ["fast_fill"], spamReviewedAt: new Date() });
    const summary = await loadAdminWorkSummary(testApp.services, sessionUserOf(admin));
    expect(summary.possibleSpamCount).toBe(2);
  });
});
