import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { leadActivities, leads } from "#app/areas/sales/tables.server.ts";

/**
 * Issue 27 §1 and §4: the customer page's one timeline (GET /api/crm/customers/:id's `timeline`), newest first and a
 * page at a time, scoped like the page; activities logged on a customer without a deal, whose next step is a task in
 * My tasks; a merged customer's history on the survivor's timeline.
 */

let testApp: TestApp;
let office: TestUser;
let rep: TestUser;
let otherRep: TestUser;
let technician: TestUser;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  office = await createTestUser(testApp, { userType: "office" });
  rep = await createTestUser(testApp, { userType: "sales" });
  otherRep = await createTestUser(testApp, { userType: "sales" });
  technician = await createTestUser(testApp, { userType: "technician" });
  for (const user of [office, rep, otherRep, technician]) cookie[user.id] = await signedInCookie(testApp, user.id);
});
afterAll(() => testApp.close());

/** A consultation from a new person: its lead and the customer it made. */
async function newCustomer(email: string, name = "Tess Timeline") {
  const res = await request(testApp.app)
    .post("/api/solar-form")
    .send({
      website: "",
      startedAt: Date.now() - 10_000,
      customerName: name,
      email,
      phone: "(530) 555-0142",
      address: "4 Oak Ln, Redding, CA 96001",
      propertyType: "Residential",
      serviceNeeded: "New Solar Installation",
    });
  expect(res.status).toBe(201);
  const [lead] = await testApp.services.db.select().from(leads).where(eq(leads.id, res.body.id));
  return { leadId: lead!.id, customerId: lead!.customerId! };
}

const as = (user: TestUser) => ({
  get: (path: string) => request(testApp.app).get(path).set("Cookie", cookie[user.id]!),
  post: (path: string, body: object) => request(testApp.app).post(path).set("Cookie", cookie[user.id]!).send(body),
});

type Item = { at: string; kind: string; title: string; detail?: string; leadId?: string; by?: string };
const timelineOf = async (user: TestUser, customerId: string, page = 1) => {
  const res = await as(user).get(`/api/crm/customers/${customerId}?page=${page}`);
  expect(res.status).toBe(200);
  return res.body.timeline as { items: Item[]; page: number; pageSize: number; total: number };
};

describe("a customer's timeline", () => {
  it("holds the lead's arrival, its status change and the site's mail, newest first, beside the records", async () => {
    const { leadId, customerId } = await newCustomer("tess.timeline@example.com");
    const moved = await as(office).post(`/api/admin/leads/${leadId}/status`, { status: "won" });
    expect(moved.status).toBe(200);

    const res = await as(office).get(`/api/crm/customers/${customerId}`);
    expect(res.body.customer.id).toBe(customerId);
    expect(res.body.leads).toHaveLength(1);
    const { items, total, page, pageSize } = res.body.timeline as { items: Item[]; [key: string]: unknown };
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 20 });
    expect(items[0]).toMatchObject({
      kind: "status_changed",
      title: "Changed the status from New to Won",
      leadId,
      by: "Test Person",
    });
    const kinds = items.map((item) => item.kind);
    expect(kinds).toContain("lead_received");
    expect(kinds.some((kind) => kind.startsWith("mail_"))).toBe(true);
    expect(kinds.at(-1)).toBe("customer_created");
    expect(total).toBe(items.length);
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages 25 logged activities 20 then the rest, each once, and a page past the end is empty with the count", async () => {
    const { customerId } = await newCustomer("paged.person@example.com");
    for (let n = 1; n <= 25; n++) {
      const res = await as(office).post(`/api/crm/customers/${customerId}/activities`, {
        kind: "call",
        outcome: "no_answer",
        body: `Call number ${n}`,
      });
      expect(res.status).toBe(201);
    }
    const first = await timelineOf(office, customerId, 1);
    const second = await timelineOf(office, customerId, 2);
    const beyond = await timelineOf(office, customerId, 9);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.title).toBe("Logged a call (No answer): “Call number 25”");
    const bodies = [...first.items, ...second.items]
      .map((item) => /Call number (\d+)/.exec(item.title)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(bodies).toEqual(Array.from({ length: 25 }, (_, index) => 25 - index));
    expect(first.total).toBe(second.total);
    expect(first.items.length + second.items.length).toBe(first.total);
    expect(beyond).toMatchObject({ items: [], page: 9, total: first.total });
  });

  it("refuses a page that is not a whole number of 1 or more, naming the field", async () => {
    const { customerId } = await newCustomer("bad.page@example.com");
    const res = await as(office).get(`/api/crm/customers/${customerId}?page=0`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("page");
  });

  it("shows a sales rep their own and unowned customers' timelines, without another rep's leads; technicians get 403", async () => {
    const { leadId, customerId } = await newCustomer("scoped.person@example.com");
    const second = await newCustomer("scoped.person@example.com");
    expect(second.customerId).toBe(customerId);
    expect(
      (await as(office).post(`/api/admin/leads/${second.leadId}/assignee`, { assigneeId: otherRep.id })).status,
    ).toBe(200);
    // Assigning gave the customer to the other rep: back to nobody, so both reps read it.
    await testApp.services.db.update(customers).set({ ownerId: null }).where(eq(customers.id, customerId));

    const mine = await timelineOf(rep, customerId);
    expect(mine.items.filter((item) => item.leadId).map((item) => item.leadId)).toEqual(
      expect.arrayContaining([leadId]),
    );
    expect(mine.items.some((item) => item.leadId === second.leadId)).toBe(false);
    const theirs = await timelineOf(otherRep, customerId);
    expect(theirs.items.some((item) => item.leadId === second.leadId)).toBe(true);

    await testApp.services.db.update(customers).set({ ownerId: otherRep.id }).where(eq(customers.id, customerId));
    expect((await as(rep).get(`/api/crm/customers/${customerId}`)).status).toBe(404);
    expect((await as(otherRep).get(`/api/crm/customers/${customerId}`)).status).toBe(200);
    expect((await as(technician).get(`/api/crm/customers/${customerId}`)).status).toBe(403);
  });

  it("shows a merged customer's history on the survivor's, with the merge itself", async () => {
    const survivor = await newCustomer("stays@example.com", "Sam Stays");
    const merged = await newCustomer("goes@example.com", "Gail Goes");
    expect(
      (
        await as(office).post("/api/crm/customers/merge", {
          survivorId: survivor.customerId,
          mergedId: merged.customerId,
        })
      ).status,
    ).toBe(200);
    const { items } = await timelineOf(office, survivor.customerId);
    expect(items[0]).toMatchObject({ kind: "customer_merged", title: "Merged Gail Goes into this customer" });
    expect(items.filter((item) => item.kind === "lead_received").map((item) => item.leadId)).toEqual(
      expect.arrayContaining([survivor.leadId, merged.leadId]),
    );
  });
});

describe("an activity on a customer without a deal", () => {
  it("is logged with its outcome, and its next step is a task in My tasks that completes onto the timeline", async () => {
    const { customerId } = await newCustomer("no.deal@example.com");
    const logged = await as(rep).post(`/api/crm/customers/${customerId}/activities`, {
      kind: "meeting",
      outcome: "interested",
      body: "Met at the county fair",
      nextStep: { title: "Send the battery brochure", dueAt: "2030-05-04T10:00:00-07:00" },
    });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ kind: "meeting", outcome: "interested", nextStep: { assigneeId: rep.id } });
    const rows = await testApp.services.db
      .select()
      .from(leadActivities)
      .where(eq(leadActivities.customerId, customerId));
    expect(rows).toMatchObject([{ kind: "note_added", leadId: null }]);

    const tasks = await as(rep).get("/api/crm/tasks");
    const task = (
      tasks.body.items as { id: string; title: string; customerId: string | null; leadId: string | null }[]
    ).find((item) => item.title === "Send the battery brochure");
    expect(task).toMatchObject({ customerId, leadId: null, customerName: "Tess Timeline" });
    expect((await as(otherRep).get("/api/crm/tasks")).body.items).not.toContainEqual(
      expect.objectContaining({ id: task!.id }),
    );

    expect((await as(rep).post(`/api/admin/tasks/${task!.id}/complete`, {})).status).toBe(200);
    const { items } = await timelineOf(rep, customerId);
    expect(items[0]).toMatchObject({ kind: "task_completed", title: "Completed the task “Send the battery brochure”" });
    expect(items[1]!.title).toMatch(
      /^Logged a meeting \(Interested\): “Met at the county fair”\. Next step: “Send the battery brochure”/,
    );
  });

  it("answers 400 naming the field for a bad body, and 404 for a customer outside the rep's reach", async () => {
    const { customerId } = await newCustomer("bad.activity@example.com");
    const bad = await as(rep).post(`/api/crm/customers/${customerId}/activities`, { kind: "fax", body: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["kind", "body"]));
    await testApp.services.db.update(customers).set({ ownerId: otherRep.id }).where(eq(customers.id, customerId));
    const outside = await as(rep).post(`/api/crm/customers/${customerId}/activities`, { kind: "note", body: "Hi" });
    expect(outside.status).toBe(404);
    expect((await as(technician).post(`/api/crm/customers/${customerId}/activities`, { body: "Hi" })).status).toBe(403);
  });
});
