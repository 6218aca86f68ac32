import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { runWriteAction } from "#app/lib/write.server.ts";
import { leadWrites } from "./lead-writes.server.ts";
import { leadActivities, leadNotes, leadTasks } from "./tables.server.ts";

/** Issue 27 §4: a call, meeting, e-mail or note with its outcome and a next step that becomes a task. */

let testApp: TestApp;
let office: TestUser;
let colleague: TestUser;
let rep: TestUser;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  office = await createTestUser(testApp, { userType: "office" });
  colleague = await createTestUser(testApp, { userType: "sales" });
  rep = await createTestUser(testApp, { userType: "sales" });
  const { db } = testApp.services;
  await db.update(users).set({ firstName: "Olive", lastName: "Park" }).where(eq(users.id, office.id));
  await db.update(users).set({ firstName: "Cody", lastName: "Lane" }).where(eq(users.id, colleague.id));
  cookies.office = await signedInCookie(testApp, office.id);
  cookies.rep = await signedInCookie(testApp, rep.id);
});
afterAll(() => testApp.close());

const postAs = (who: string, path: string, body: object) =>
  request(testApp.app).post(path).set("Cookie", cookies[who]!).send(body);

/** Everything the lead has stored: its notes, tasks and timeline entries. */
async function storedFor(leadId: string) {
  const { db } = testApp.services;
  const [notes, tasks, activities] = await Promise.all([
    db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)),
    db.select().from(leadTasks).where(eq(leadTasks.leadId, leadId)),
    db.select().from(leadActivities).where(eq(leadActivities.leadId, leadId)),
  ]);
  return { notes, tasks, activities };
}

describe("logging an activity on a lead", () => {
  it("stores a call with its outcome, its next step as the writer's task, and one timeline entry", async () => {
    const lead = await insertLead(testApp.services.db);
    const res = await postAs("office", `/api/admin/leads/${lead.id}/notes`, {
      kind: "call",
      outcome: "follow_up",
      body: "Wants a quote with a battery",
      nextStep: { title: "Send the battery quote", dueAt: "2031-04-02T09:30" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: "call", outcome: "follow_up", authorName: "Olive Park" });

    const { notes, tasks, activities } = await storedFor(lead.id);
    expect(notes).toMatchObject([{ kind: "call", outcome: "follow_up", body: "Wants a quote with a battery" }]);
    // 9:30 in the morning at the office, Pacific daylight time on April 2.
    expect(tasks).toMatchObject([{ title: "Send the battery quote", assigneeId: office.id, completedAt: null }]);
    expect(tasks[0]!.dueAt.toISOString()).toBe("2031-04-02T16:30:00.000Z");
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({
      kind: "note_added",
      actorId: office.id,
      detail: {
        noteId: notes[0]!.id,
        kind: "call",
        outcome: "follow_up",
        excerpt: "Wants a quote with a battery",
        nextStep: {
          taskId: tasks[0]!.id,
          title: "Send the battery quote",
          dueAt: "2031-04-02T16:30:00.000Z",
          assigneeName: "Olive Park",
        },
      },
    });
  });

  it("stores a plain note as a note without outcome or task, as before", async () => {
    const lead = await insertLead(testApp.services.db);
    const res = await postAs("office", `/api/admin/leads/${lead.id}/notes`, { body: "Gate code 4411" });
    expect(res.status).toBe(201);
    const { notes, tasks } = await storedFor(lead.id);
    expect(notes).toMatchObject([{ kind: "note", outcome: null }]);
    expect(tasks).toEqual([]);
  });

  it("refuses a bad next step naming its fields, and stores nothing", async () => {
    const lead = await insertLead(testApp.services.db);
    const res = await postAs("office", `/api/admin/leads/${lead.id}/notes`, {
      kind: "meeting",
      outcome: "reached",
      body: "Met on site",
      nextStep: { title: " ", dueAt: "next Tuesday" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "nextStep.title": "Please describe the task",
      "nextStep.dueAt": "Please choose a due date and time",
    });
    const badOutcome = await postAs("office", `/api/admin/leads/${lead.id}/notes`, { body: "x", outcome: "maybe" });
    expect(badOutcome.status).toBe(400);
    expect(badOutcome.body.errors).toEqual({ outcome: "Please choose an outcome from the list" });
    expect(await storedFor(lead.id)).toEqual({ notes: [], tasks: [], activities: [] });
  });

  it("gives the next step to the colleague named, and refuses one who does not work leads without storing the note", async () => {
    const lead = await insertLead(testApp.services.db);
    const given = await postAs("office", `/api/admin/leads/${lead.id}/notes`, {
      kind: "email",
      body: "Sent the brochure",
      nextStep: { title: "Ask about the brochure", dueAt: "2031-05-01T17:00:00Z", assigneeId: colleague.id },
    });
    expect(given.status).toBe(201);
    expect((await storedFor(lead.id)).tasks).toMatchObject([{ assigneeId: colleague.id }]);

    const client = await createTestUser(testApp, { userType: "client" });
    const other = await insertLead(testApp.services.db);
    const refused = await postAs("office", `/api/admin/leads/${other.id}/notes`, {
      body: "Left a voicemail",
      nextStep: { title: "Call again", dueAt: "2031-05-01T17:00:00Z", assigneeId: client.id },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(["nextStep.assigneeId"]);
    expect(await storedFor(other.id)).toEqual({ notes: [], tasks: [], activities: [] });
  });

  it("keeps a sales rep to their own tasks and leads", async () => {
    const mine = await insertLead(testApp.services.db, { assigneeId: rep.id });
    const forColleague = await postAs("rep", `/api/admin/leads/${mine.id}/notes`, {
      body: "Reached them",
      nextStep: { title: "Call back", dueAt: "2031-05-01T17:00:00Z", assigneeId: colleague.id },
    });
    expect(forColleague.status).toBe(403);
    expect(await storedFor(mine.id)).toEqual({ notes: [], tasks: [], activities: [] });

    const theirs = await insertLead(testApp.services.db, { assigneeId: colleague.id });
    const outside = await postAs("rep", `/api/admin/leads/${theirs.id}/notes`, { body: "Hello", kind: "call" });
    expect(outside.status).toBe(404);
  });

  it("reads the lead page's flat next-step fields, all blank meaning none", async () => {
    const lead = await insertLead(testApp.services.db);
    const caller = { services: testApp.services, user: sessionUserOf(office), clientAddress: "203.0.113.7" };
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries({ intent: "note", ...fields })) data.set(name, value);
      return data;
    };
    const blank = { "nextStep.title": "", "nextStep.dueAt": "", "nextStep.assigneeId": "" };
    const plain = await runWriteAction(
      leadWrites,
      caller,
      { id: lead.id },
      form({ kind: "note", outcome: "", body: "Hi", ...blank }),
    );
    expect(plain.data).toEqual({ intent: "note", ok: true, message: "Note added" });

    const call = await runWriteAction(
      leadWrites,
      caller,
      { id: lead.id },
      form({
        kind: "call",
        outcome: "no_answer",
        body: "Rang twice",
        ...blank,
        "nextStep.title": "Try again",
        "nextStep.dueAt": "2031-01-15T08:00",
      }),
    );
    expect(call.data).toEqual({ intent: "note", ok: true, message: "Call logged, next step added to tasks" });
    const { tasks } = await storedFor(lead.id);
    expect(tasks).toMatchObject([{ title: "Try again", assigneeId: office.id }]);
    expect(tasks[0]!.dueAt.toISOString()).toBe("2031-01-15T16:00:00.000Z");
  });
});
