import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#tests/support/csv.ts";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { leadTasks } from "./tables.server.ts";

/**
 * Issue 26 §5: a sales rep without "any" sees only their own and unassigned leads, and every door to another rep's
 * lead answers 404 like a missing one; under SALES_LEAD_ACCESS=any they see every lead; under
 * SALES_SEES_AMOUNTS=false a lead's amounts are not in the answer at all.
 */

const snapshot = {
  calculator: "roi-calculator" as const,
  url: "/resources/roi-calculator?utility=pge&bill=310",
  inputs: { utility: "pge", bill: "310" },
  headline: [{ label: "Year-one savings", value: "$2,514" }],
};

/** An app with its staff, and three leads: the rep's, nobody's and another rep's, each with an amount and a task. */
async function salesWorld(env: Record<string, string> = {}) {
  const testApp = await createTestApp(env);
  const rep = await createTestUser(testApp, { userType: "sales" });
  const otherRep = await createTestUser(testApp, { userType: "sales" });
  const office = await createTestUser(testApp, { userType: "office" });
  const { db } = testApp.services;
  const amounts = { currentElectricBill: "$310", calculatorSnapshot: snapshot };
  const mine = await insertLead(db, { customerName: "Mina Own", assigneeId: rep.id, ...amounts });
  const open = await insertLead(db, { customerName: "Noa Open", ...amounts });
  const theirs = await insertLead(db, { customerName: "Theo Theirs", assigneeId: otherRep.id, ...amounts });
  const [theirTask] = await db
    .insert(leadTasks)
    .values({ leadId: theirs.id, assigneeId: otherRep.id, title: "Call back", dueAt: new Date() })
    .returning();
  const cookies = {
    rep: await signedInCookie(testApp, rep.id),
    office: await signedInCookie(testApp, office.id),
  };
  return { testApp, rep, otherRep, mine, open, theirs, theirTaskId: theirTask!.id, cookies };
}

type World = Awaited<ReturnType<typeof salesWorld>>;

const as = (world: World, who: keyof World["cookies"]) => ({
  get: (path: string) => request(world.testApp.app).get(path).set("Cookie", world.cookies[who]),
  post: (path: string, body: object) =>
    request(world.testApp.app).post(path).set("Cookie", world.cookies[who]).send(body),
});

const namesIn = (body: { items: { customerName: string }[] }) => body.items.map((item) => item.customerName).sort();

describe("a sales rep under the default policy (own leads)", () => {
  let world: World;
  beforeAll(async () => {
    world = await salesWorld();
  }, 60_000);
  afterAll(() => world.testApp.close());

  it("lists their own and unassigned leads, where the office lists all three", async () => {
    const res = await as(world, "rep").get("/api/admin/leads");
    expect(res.status).toBe(200);
    expect(namesIn(res.body)).toEqual(["Mina Own", "Noa Open"]);
    expect(res.body.total).toBe(2);
    const office = await as(world, "office").get("/api/admin/leads");
    expect(namesIn(office.body)).toEqual(["Mina Own", "Noa Open", "Theo Theirs"]);
    // A filter cannot reach past the scope.
    const byOther = await as(world, "rep").get(`/api/admin/leads?assignee=${world.otherRep.id}`);
    expect(byOther.body.items).toEqual([]);
  });

  it("exports the same two leads as CSV, amounts included (SALES_SEES_AMOUNTS defaults to true)", async () => {
    const res = await as(world, "rep").get("/api/admin/leads.csv");
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text.replace(/^\uFEFF/, ""));
    const name = header!.indexOf("customerName");
    expect(rows.map((row) => row[name]).sort()).toEqual(["Mina Own", "Noa Open"]);
    expect(header).toContain("currentElectricBill");
    expect(header).toContain("calculatorSnapshot");
  });

  it("opens their own and an unassigned lead, with its amounts, and finds no other rep's", async () => {
    const own = await as(world, "rep").get(`/api/admin/leads/${world.mine.id}`);
    expect(own.status).toBe(200);
    expect(own.body.lead).toMatchObject({ customerName: "Mina Own", currentElectricBill: "$310" });
    expect(own.body.lead.calculatorSnapshot).toEqual(snapshot);
    expect((await as(world, "rep").get(`/api/admin/leads/${world.open.id}`)).status).toBe(200);
    const other = await as(world, "rep").get(`/api/admin/leads/${world.theirs.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: "Lead not found" });
    expect((await as(world, "office").get(`/api/admin/leads/${world.theirs.id}`)).status).toBe(200);
  });

  it("answers 404 at every write door of another rep's lead and changes nothing", async () => {
    const id = world.theirs.id;
    const doors: [string, object][] = [
      [`/api/admin/leads/${id}/status`, { status: "contacted" }],
      [`/api/admin/leads/${id}/spam`, { spam: true }],
      [`/api/admin/leads/${id}/notes`, { body: "Mine now" }],
      [`/api/admin/leads/${id}/assignee`, { assigneeId: world.rep.id }],
      [`/api/admin/leads/${id}/tasks`, { title: "Steal it", dueAt: "2030-01-01T17:00:00Z" }],
      [`/api/admin/tasks/${world.theirTaskId}/complete`, {}],
    ];
    for (const [path, body] of doors) {
      const res = await as(world, "rep").post(path, body);
      expect(res.status, path).toBe(404);
    }
    const after = await as(world, "office").get(`/api/admin/leads/${id}`);
    expect(after.body.lead).toMatchObject({ status: "new", isSpam: false, assigneeId: world.otherRep.id });
    expect(after.body.notes).toEqual([]);
    expect(after.body.tasks).toEqual([expect.objectContaining({ title: "Call back", completedAt: null })]);
    expect(after.body.activities).toEqual([]);
  });

  it("works their own lead: a note, a status, a task", async () => {
    const id = world.mine.id;
    expect(
      (await as(world, "rep").post(`/api/admin/leads/${id}/notes`, { body: "Called, left a message" })).status,
    ).toBe(201);
    expect((await as(world, "rep").post(`/api/admin/leads/${id}/status`, { status: "contacted" })).status).toBe(200);
    const task = await as(world, "rep").post(`/api/admin/leads/${id}/tasks`, {
      title: "Send the proposal",
      dueAt: "2030-01-01T17:00:00Z",
    });
    expect(task.status).toBe(201);
    expect(task.body.assigneeId).toBe(world.rep.id);
    expect((await as(world, "rep").post(`/api/admin/tasks/${task.body.id}/complete`, {})).status).toBe(200);
  });

  it("takes an unassigned lead and gives it back, but may not hand a lead or a task to a colleague", async () => {
    const id = world.open.id;
    const take = await as(world, "rep").post(`/api/admin/leads/${id}/assignee`, { assigneeId: world.rep.id });
    expect(take.status).toBe(200);
    const handOver = await as(world, "rep").post(`/api/admin/leads/${id}/assignee`, { assigneeId: world.otherRep.id });
    expect(handOver.status).toBe(403);
    expect(handOver.body).toEqual({ message: "You can assign leads and tasks only to yourself" });
    const taskForOther = await as(world, "rep").post(`/api/admin/leads/${id}/tasks`, {
      title: "Your turn",
      dueAt: "2030-01-01T17:00:00Z",
      assigneeId: world.otherRep.id,
    });
    expect(taskForOther.status).toBe(403);
    const giveBack = await as(world, "rep").post(`/api/admin/leads/${id}/assignee`, { assigneeId: null });
    expect(giveBack.status).toBe(200);
    // The office hands leads out.
    const byOffice = await as(world, "office").post(`/api/admin/leads/${id}/assignee`, { assigneeId: world.rep.id });
    expect(byOffice.status).toBe(200);
  });
});

describe("a sales rep under SALES_LEAD_ACCESS=any and SALES_SEES_AMOUNTS=false", () => {
  let world: World;
  beforeAll(async () => {
    world = await salesWorld({ SALES_LEAD_ACCESS: "any", SALES_SEES_AMOUNTS: "false" });
  }, 60_000);
  afterAll(() => world.testApp.close());

  it("lists and opens every lead, and may hand one to a colleague", async () => {
    const res = await as(world, "rep").get("/api/admin/leads");
    expect(namesIn(res.body)).toEqual(["Mina Own", "Noa Open", "Theo Theirs"]);
    expect((await as(world, "rep").get(`/api/admin/leads/${world.theirs.id}`)).status).toBe(200);
    const handOver = await as(world, "rep").post(`/api/admin/leads/${world.open.id}/assignee`, {
      assigneeId: world.otherRep.id,
    });
    expect(handOver.status).toBe(200);
  });

  it("gets a lead without its amounts, where the office gets them", async () => {
    const res = await as(world, "rep").get(`/api/admin/leads/${world.mine.id}`);
    expect(res.status).toBe(200);
    expect(res.body.lead.customerName).toBe("Mina Own");
    expect(res.body.lead).not.toHaveProperty("currentElectricBill");
    expect(res.body.lead).not.toHaveProperty("calculatorSnapshot");
    const office = await as(world, "office").get(`/api/admin/leads/${world.mine.id}`);
    expect(office.body.lead).toMatchObject({ currentElectricBill: "$310", calculatorSnapshot: snapshot });
  });

  it("exports the CSV without the amount columns", async () => {
    const res = await as(world, "rep").get("/api/admin/leads.csv");
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text.replace(/^\uFEFF/, ""));
    expect(header).toContain("customerName");
    expect(header).not.toContain("currentElectricBill");
    expect(header).not.toContain("calculatorSnapshot");
    expect(rows).toHaveLength(3);
    expect(res.text).not.toContain("$310");
    const office = await as(world, "office").get("/api/admin/leads.csv");
    expect(office.text).toContain("$310");
  });
});
