import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { leadTasks } from "./tables.server.ts";

/** Issue 27 §4: "my tasks" for the signed-in staff member, overdue first, within their leads. */

let testApp: TestApp;
let rep: TestUser;
let otherRep: TestUser;
let office: TestUser;
const cookies: Record<string, string> = {};
const HOUR = 3_600_000;
const ids: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  rep = await createTestUser(testApp, { userType: "sales" });
  otherRep = await createTestUser(testApp, { userType: "sales" });
  office = await createTestUser(testApp, { userType: "office" });
  const technician = await createTestUser(testApp, { userType: "technician" });
  const { db } = testApp.services;
  const mine = await insertLead(db, { customerName: "Mina Own", assigneeId: rep.id });
  const open = await insertLead(db, { customerName: "Noa Open" });
  const theirs = await insertLead(db, { customerName: "Theo Theirs", assigneeId: otherRep.id });
  const now = Date.now();
  const task = (name: string, leadId: string, assigneeId: string, dueIn: number, completedAt: Date | null = null) =>
    db
      .insert(leadTasks)
      .values({ leadId, assigneeId, title: name, dueAt: new Date(now + dueIn), completedAt })
      .returning({ id: leadTasks.id })
      .then(([row]) => void (ids[name] = row!.id));
  await task("Send the quote", mine.id, rep.id, 48 * HOUR);
  await task("Call back", open.id, rep.id, -2 * HOUR);
  await task("Confirm the visit", mine.id, rep.id, 60_000);
  await task("Long overdue", mine.id, rep.id, -72 * HOUR);
  await task("Already done", mine.id, rep.id, -HOUR, new Date());
  // The rep's task on a lead now someone else's: outside the rep's leads, so never in their list.
  await task("Left behind", theirs.id, rep.id, -HOUR);
  await task("Their call", theirs.id, otherRep.id, HOUR);
  await task("Office's own", open.id, office.id, HOUR);
  cookies.rep = await signedInCookie(testApp, rep.id);
  cookies.office = await signedInCookie(testApp, office.id);
  cookies.technician = await signedInCookie(testApp, technician.id);
}, 60_000);
afterAll(() => testApp.close());

const getAs = (who: string, path: string) => request(testApp.app).get(path).set("Cookie", cookies[who]!);
const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

describe("GET /api/crm/tasks", () => {
  it("lists the reader's open tasks on their leads, overdue first, then by due time, each with its lead", async () => {
    const res = await getAs("rep", "/api/crm/tasks");
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(["Long overdue", "Call back", "Confirm the visit", "Send the quote"]);
    expect(res.body.items.map((item: { due: string }) => item.due)).toEqual(["overdue", "overdue", "today", "later"]);
    expect(res.body.items[1]).toMatchObject({ customerName: "Noa Open", assigneeId: rep.id, completedAt: null });
    expect(res.body.items[1].leadReference).toMatch(/^SR-/);
    expect(res.body.total).toBe(4);
  });

  it("shows done tasks or all when asked", async () => {
    expect(titles((await getAs("rep", "/api/crm/tasks?state=done")).body)).toEqual(["Already done"]);
    expect((await getAs("rep", "/api/crm/tasks?state=all")).body.total).toBe(5);
    expect((await getAs("rep", "/api/crm/tasks?state=later")).status).toBe(400);
  });

  it("never shows a sales rep a task on a lead outside their scope, nor a colleague's", async () => {
    const all = await getAs("rep", "/api/crm/tasks?state=all");
    expect(titles(all.body)).not.toContain("Left behind");
    const colleagues = await getAs("rep", `/api/crm/tasks?assignee=${otherRep.id}`);
    expect(colleagues.status).toBe(200);
    expect(colleagues.body.items).toEqual([]);
  });

  it("lets the office read a colleague's tasks on every lead", async () => {
    expect(titles((await getAs("office", "/api/crm/tasks")).body)).toEqual(["Office's own"]);
    const repsTasks = await getAs("office", `/api/crm/tasks?assignee=${rep.id}&search=left`);
    expect(titles(repsTasks.body)).toEqual(["Left behind"]);
    expect(titles((await getAs("office", `/api/crm/tasks?assignee=${otherRep.id}`)).body)).toEqual(["Their call"]);
  });

  it("is refused to a technician", async () => {
    expect((await getAs("technician", "/api/crm/tasks")).status).toBe(403);
  });

  it("no longer lists a task once it is marked done", async () => {
    const done = await request(testApp.app)
      .post(`/api/admin/tasks/${ids["Confirm the visit"]}/complete`)
      .set("Cookie", cookies.rep!)
      .send({});
    expect(done.status).toBe(200);
    expect(titles((await getAs("rep", "/api/crm/tasks")).body)).toEqual([
      "Long overdue",
      "Call back",
      "Send the quote",
    ]);
  });
});
