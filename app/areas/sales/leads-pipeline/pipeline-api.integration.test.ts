import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { runWriteAction } from "#app/lib/write.server.ts";
import { leadWrites } from "./lead-writes.server.ts";

let testApp: TestApp;
let admin: TestUser;
let colleague: TestUser;
let client: TestUser;
let cookie: string;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin" });
  colleague = await createTestUser(testApp, { userType: "admin" });
  client = await createTestUser(testApp, { userType: "client" });
  const db = testApp.services.db;
  await db.update(users).set({ firstName: "Avery", lastName: "Stone" }).where(eq(users.id, admin.id));
  await db.update(users).set({ firstName: "Blake", lastName: "Rivera" }).where(eq(users.id, colleague.id));
  cookie = await signedInCookie(testApp, admin.id);
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path).set("Cookie", cookie);
const post = (path: string, body: object) => request(testApp.app).post(path).set("Cookie", cookie).send(body);

describe("GET /api/admin/leads/:id", () => {
  it("returns every field of the lead, the agricultural details included", async () => {
    const lead = await insertLead(testApp.services.db, {
      propertyType: "Agricultural",
      landSizeAcres: 120.5,
      primaryCrop: "Walnuts",
      irrigationSystem: "Drip",
      numberOfBarns: 3,
      pageUrl: "https://www.shastasunsolar.example/services/commercial-solar",
      userAgent: "Mozilla/5.0 (test)",
      additionalNotes: "Gate code 1234",
    });
    const res = await get(`/api/admin/leads/${lead.id}`);
    expect(res.status).toBe(200);
    expect(res.body.lead).toMatchObject({
      id: lead.id,
      reference: lead.reference,
      propertyType: "Agricultural",
      landSizeAcres: 120.5,
      primaryCrop: "Walnuts",
      irrigationSystem: "Drip",
      numberOfBarns: 3,
      pageUrl: "https://www.shastasunsolar.example/services/commercial-solar",
      userAgent: "Mozilla/5.0 (test)",
      additionalNotes: "Gate code 1234",
      status: "new",
    });
    expect(res.body.lead).not.toHaveProperty("idempotencyKey");
    expect(res.body).toMatchObject({ activities: [], notes: [], tasks: [] });
  });

  it("answers 404 for an unknown lead and for an id that is not one", async () => {
    expect((await get(`/api/admin/leads/${UNKNOWN_ID}`)).status).toBe(404);
    const malformed = await get("/api/admin/leads/not-an-id");
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: "Lead not found" });
  });
});

describe("POST /api/admin/leads/:id/status", () => {
  it("moves the lead on, records the first contact and logs who did it", async () => {
    const lead = await insertLead(testApp.services.db);
    const res = await post(`/api/admin/leads/${lead.id}/status`, { status: "contacted" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "contacted", lostReason: null });
    const firstContactedAt = res.body.firstContactedAt;
    expect(Date.parse(firstContactedAt)).toBeGreaterThan(Date.now() - 60_000);

    await post(`/api/admin/leads/${lead.id}/status`, { status: "site_visit_scheduled" });
    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.lead).toMatchObject({ status: "site_visit_scheduled", firstContactedAt });
    expect(detail.lead.sla.state).toBe("met");
    expect(detail.activities).toMatchObject([
      { kind: "status_changed", actorName: "Avery Stone", detail: { from: "contacted", to: "site_visit_scheduled" } },
      { kind: "status_changed", actorName: "Avery Stone", detail: { from: "new", to: "contacted", lostReason: null } },
    ]);
  });

  it("needs a reason to mark a lead lost, and keeps it", async () => {
    const lead = await insertLead(testApp.services.db);
    const missing = await post(`/api/admin/leads/${lead.id}/status`, { status: "lost", lostReason: "  " });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ lostReason: "Please say why this lead was lost" });

    const res = await post(`/api/admin/leads/${lead.id}/status`, {
      status: "lost",
      lostReason: "Went with another installer",
    });
    expect(res.status).toBe(200);
    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.lead).toMatchObject({
      status: "lost",
      lostReason: "Went with another installer",
      firstContactedAt: null,
    });
    expect(detail.lead.sla).toBeNull();
    expect(detail.activities[0].detail).toEqual({ from: "new", to: "lost", lostReason: "Went with another installer" });

    const reopened = await post(`/api/admin/leads/${lead.id}/status`, { status: "new", lostReason: "ignored" });
    expect(reopened.body).toMatchObject({ status: "new", lostReason: null });
  });

  it("logs nothing when nothing changes", async () => {
    const lead = await insertLead(testApp.services.db);
    await post(`/api/admin/leads/${lead.id}/status`, { status: "new" });
    expect((await get(`/api/admin/leads/${lead.id}`)).body.activities).toEqual([]);
  });

  it("refuses an unknown status and an unknown lead", async () => {
    const lead = await insertLead(testApp.services.db);
    const bad = await post(`/api/admin/leads/${lead.id}/status`, { status: "pending" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("status");
    expect((await post(`/api/admin/leads/${UNKNOWN_ID}/status`, { status: "won" })).status).toBe(404);
  });
});

describe("POST /api/admin/leads/:id/notes", () => {
  it("stores the note as typed and puts it on the timeline", async () => {
    const lead = await insertLead(testApp.services.db);
    const body = `<script>alert("x")</script> Called, left a voicemail.`;
    const res = await post(`/api/admin/leads/${lead.id}/notes`, { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ body, authorName: "Avery Stone" });
    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.notes).toMatchObject([{ body, authorName: "Avery Stone" }]);
    expect(detail.activities).toMatchObject([{ kind: "note_added", detail: { noteId: res.body.id, excerpt: body } }]);
  });

  it("shortens a long note of emoji to whole characters on the timeline", async () => {
    const lead = await insertLead(testApp.services.db);
    const body = "😀".repeat(200);
    const res = await post(`/api/admin/leads/${lead.id}/notes`, { body });
    expect(res.status).toBe(201);
    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.activities).toMatchObject([{ kind: "note_added", detail: { excerpt: `${"😀".repeat(139)}…` } }]);
  });

  it("refuses an empty note", async () => {
    const lead = await insertLead(testApp.services.db);
    const res = await post(`/api/admin/leads/${lead.id}/notes`, { body: "   " });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ body: "Please write a note" });
  });
});

describe("POST /api/admin/leads/:id/assignee", () => {
  it("assigns the lead to an admin and back to nobody", async () => {
    const lead = await insertLead(testApp.services.db);
    const res = await post(`/api/admin/leads/${lead.id}/assignee`, { assigneeId: colleague.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ assigneeId: colleague.id, assigneeName: "Blake Rivera" });
    expect((await get(`/api/admin/leads/${lead.id}`)).body.lead.assigneeName).toBe("Blake Rivera");

    await post(`/api/admin/leads/${lead.id}/assignee`, { assigneeId: null });
    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.lead.assigneeId).toBeNull();
    expect(detail.activities).toMatchObject([
      { kind: "assigned", detail: { assigneeId: null, assigneeName: null } },
      { kind: "assigned", detail: { assigneeId: colleague.id, assigneeName: "Blake Rivera" } },
    ]);
  });

  it("refuses anyone who is not an active admin", async () => {
    const lead = await insertLead(testApp.services.db);
    for (const assigneeId of [client.id, UNKNOWN_ID, "someone"]) {
      const res = await post(`/api/admin/leads/${lead.id}/assignee`, { assigneeId });
      expect(res.status, assigneeId).toBe(400);
      expect(res.body.errors).toEqual({ assigneeId: "Please choose a staff member who works on leads" });
    }
  });
});

describe("lead tasks", () => {
  it("creates a task for the lead's assignee, due at the office time given, and completes it", async () => {
    const lead = await insertLead(testApp.services.db, { assigneeId: colleague.id });
    const created = await post(`/api/admin/leads/${lead.id}/tasks`, {
      title: "Send the proposal",
      dueAt: "2030-03-04T14:30",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Send the proposal",
      dueAt: "2030-03-04T22:30:00.000Z",
      assigneeId: colleague.id,
      assigneeName: "Blake Rivera",
      completedAt: null,
    });

    const done = await post(`/api/admin/tasks/${created.body.id}/complete`, {});
    expect(done.status).toBe(200);
    expect(done.body.completedAt).not.toBeNull();
    const again = await post(`/api/admin/tasks/${created.body.id}/complete`, {});
    expect(again.status).toBe(409);

    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.tasks).toMatchObject([{ id: created.body.id, completedAt: done.body.completedAt }]);
    expect(detail.activities).toMatchObject([
      { kind: "task_completed", actorName: "Avery Stone", detail: { title: "Send the proposal" } },
      { kind: "task_created", detail: { title: "Send the proposal", assigneeName: "Blake Rivera" } },
    ]);
  });

  it("takes an ISO time with an offset and defaults to whoever creates the task", async () => {
    const lead = await insertLead(testApp.services.db);
    const created = await post(`/api/admin/leads/${lead.id}/tasks`, {
      title: "Call back",
      dueAt: "2030-01-02T09:00:00-08:00",
    });
    expect(created.body).toMatchObject({ dueAt: "2030-01-02T17:00:00.000Z", assigneeId: admin.id });
  });

  it("refuses a task without a title or a usable due time", async () => {
    const lead = await insertLead(testApp.services.db);
    const res = await post(`/api/admin/leads/${lead.id}/tasks`, { title: "", dueAt: "next week" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ title: "Please describe the task", dueAt: "Please choose a due date and time" });
  });

  it("answers 404 for an unknown task", async () => {
    expect((await post(`/api/admin/tasks/${UNKNOWN_ID}/complete`, {})).status).toBe(404);
    expect((await post("/api/admin/tasks/nope/complete", {})).status).toBe(404);
  });
});

describe("POST /api/admin/leads/:id/spam", () => {
  it("marks possible spam as not spam: it leaves the possible-spam list and the decision is logged", async () => {
    const lead = await insertLead(testApp.services.db, { spamSignals: ["fast_fill"] });
    const before = await get("/api/admin/leads?spam=possible&pageSize=100");
    expect(before.body.items.map((item: { id: string }) => item.id)).toContain(lead.id);

    const res = await post(`/api/admin/leads/${lead.id}/spam`, { spam: false });
    expect(res.status).toBe(200);
    expect(res.body.isSpam).toBe(false);
    expect(Date.parse(res.body.spamReviewedAt)).toBeGreaterThan(Date.now() - 60_000);

    const after = await get("/api/admin/leads?spam=possible&pageSize=100");
    expect(after.body.items.map((item: { id: string }) => item.id)).not.toContain(lead.id);
    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.lead).toMatchObject({ isSpam: false, spamSignals: ["fast_fill"] });
    expect(detail.activities).toMatchObject([
      { kind: "spam_marked", actorName: "Avery Stone", detail: { spam: false } },
    ]);
  });

  it("marks a lead spam, hiding it from the inbox, and back, logging each decision once", async () => {
    const lead = await insertLead(testApp.services.db);
    expect((await post(`/api/admin/leads/${lead.id}/spam`, { spam: true })).body.isSpam).toBe(true);
    await post(`/api/admin/leads/${lead.id}/spam`, { spam: true });
    const inbox = await get("/api/admin/leads?pageSize=100");
    expect(inbox.body.items.map((item: { id: string }) => item.id)).not.toContain(lead.id);
    const onlySpam = await get("/api/admin/leads?spam=only&pageSize=100");
    expect(onlySpam.body.items.map((item: { id: string }) => item.id)).toContain(lead.id);

    await post(`/api/admin/leads/${lead.id}/spam`, { spam: false });
    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.lead.isSpam).toBe(false);
    expect(detail.activities.map((entry: { detail: unknown }) => entry.detail)).toEqual([
      { spam: false },
      { spam: true },
    ]);
  });

  it("takes the page's form post and refuses anything but a yes or no", async () => {
    const lead = await insertLead(testApp.services.db, { spamSignals: ["missing_start_time"] });
    const form = new FormData();
    form.set("intent", "spam");
    form.set("spam", "true");
    const actor = { ...admin, firstName: "Avery", lastName: "Stone", companyName: null, phone: null };
    const result = await runWriteAction(
      leadWrites,
      { services: testApp.services, user: actor, clientAddress: "203.0.113.7" },
      { id: lead.id },
      form,
    );
    expect(result.data).toEqual({ intent: "spam", ok: true, message: "Marked as spam" });

    const bad = await post(`/api/admin/leads/${lead.id}/spam`, { spam: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ spam: "Please say whether this lead is spam" });
    expect((await post(`/api/admin/leads/${UNKNOWN_ID}/spam`, { spam: true })).status).toBe(404);
  });
});

describe("Idempotency-Key on the pipeline's create endpoints", () => {
  it("adds one note and one task for a repeated key, answering the first each time", async () => {
    const lead = await insertLead(testApp.services.db);
    const noteKey = `note-${crypto.randomUUID()}`;
    const note = await post(`/api/admin/leads/${lead.id}/notes`, { body: "Called, no answer" }).set(
      "Idempotency-Key",
      noteKey,
    );
    const noteAgain = await post(`/api/admin/leads/${lead.id}/notes`, { body: "Called, no answer" }).set(
      "Idempotency-Key",
      noteKey,
    );
    expect([note.status, noteAgain.status]).toEqual([201, 201]);
    expect(noteAgain.body).toEqual(note.body);

    const taskKey = `task-${crypto.randomUUID()}`;
    const task = { title: "Call back", dueAt: "2030-03-04T09:00:00-08:00", idempotencyKey: taskKey };
    const created = await post(`/api/admin/leads/${lead.id}/tasks`, task);
    const again = await post(`/api/admin/leads/${lead.id}/tasks`, task).set("Idempotency-Key", taskKey);
    expect([created.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(created.body);
    expect(created.body).not.toHaveProperty("idempotencyKey");

    const detail = (await get(`/api/admin/leads/${lead.id}`)).body;
    expect(detail.notes).toHaveLength(1);
    expect(detail.tasks).toHaveLength(1);
    expect(detail.activities.map((entry: { kind: string }) => entry.kind)).toEqual(["task_created", "note_added"]);
  });

  it("answers 400 for a malformed key and adds nothing", async () => {
    const lead = await insertLead(testApp.services.db);
    const res = await post(`/api/admin/leads/${lead.id}/notes`, { body: "x" }).set("Idempotency-Key", "1");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ idempotencyKey: "Invalid idempotency key" });
    expect((await get(`/api/admin/leads/${lead.id}`)).body.notes).toEqual([]);
  });
});
