import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { users } from "#app/areas/identity/tables.server.ts";

let testApp: TestApp;
let admin: TestUser;
let adminCookie: string;
const DAY = 24 * 60 * 60 * 1000;
const ids = (res: request.Response) => res.body.items.map((item: { id: string }) => item.id);

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin" });
  await testApp.services.db.update(users).set({ firstName: "Avery", lastName: "Stone" }).where(eq(users.id, admin.id));
  adminCookie = await signedInCookie(testApp, admin.id);
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path).set("Cookie", adminCookie);

describe("GET /api/admin/leads", () => {
  it("lists leads newest first, without spam, a page at a time", async () => {
    const tag = "Paging";
    const older = await insertLead(testApp.services.db, {
      customerName: `${tag} Older`,
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const newer = await insertLead(testApp.services.db, {
      customerName: `${tag} Newer`,
      createdAt: new Date(Date.now() - DAY),
    });
    const newest = await insertLead(testApp.services.db, { customerName: `${tag} Newest` });
    const spam = await insertLead(testApp.services.db, { customerName: `${tag} Spam`, isSpam: true });

    const first = await get(`/api/admin/leads?search=${tag}&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(ids(first)).toEqual([newest.id, newer.id]);
    expect(first.body.items[0]).toMatchObject({
      reference: newest.reference,
      customerName: `${tag} Newest`,
      email: "dana@example.com",
      status: "new",
      source: "consultation_modal",
      propertyType: "Residential",
      serviceNeeded: "New Solar Installation",
      isSpam: false,
      assigneeName: null,
      firstContactedAt: null,
    });
    expect(["due", "overdue"]).toContain(first.body.items[0].sla.state);

    const second = await get(`/api/admin/leads?search=${tag}&pageSize=2&page=2`);
    expect(ids(second)).toEqual([older.id]);

    expect(ids(await get(`/api/admin/leads?search=${tag}&spam=only`))).toEqual([spam.id]);
    expect(ids(await get(`/api/admin/leads?search=${tag}&spam=include`))).toHaveLength(4);
  });

  it("pages 25 leads by default and never more than 100", async () => {
    const res = await get("/api/admin/leads");
    expect(res.body.pageSize).toBe(25);
    const tooMany = await get("/api/admin/leads?pageSize=101");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toHaveProperty("pageSize");
  });

  it("finds a lead by name, e-mail, phone (whatever its punctuation) or reference", async () => {
    const lead = await insertLead(testApp.services.db, {
      customerName: "Marisol Quintanilla",
      email: "m.quintanilla@orchard.example",
      phone: "(530) 555-7788",
    });
    for (const search of ["quintanilla", "ORCHARD.example", "555-7788", "5305557788", lead.reference.toLowerCase()]) {
      expect(ids(await get(`/api/admin/leads?search=${encodeURIComponent(search)}`)), search).toEqual([lead.id]);
    }
    expect((await get("/api/admin/leads?search=%25%25%25")).body.total).toBe(0);
  });

  it("filters by status, property type, service, source, assignee and office dates", async () => {
    const tag = "Filtered";
    const marina = await insertLead(testApp.services.db, {
      customerName: `${tag} Marina`,
      propertyType: "Marina",
      serviceNeeded: "Solar Repair",
      source: "service_request_form",
      status: "contacted",
      assigneeId: admin.id,
      // 23:30 in Redding on 2 March is already 3 March in UTC: the date filter reads office days.
      createdAt: new Date("2025-03-02T23:30:00-08:00"),
    });
    const contact = await insertLead(testApp.services.db, {
      customerName: `${tag} Contact`,
      source: "contact_form",
      message: "Please call me",
      phone: null,
      address: null,
      propertyType: null,
      serviceNeeded: null,
      createdAt: new Date("2025-03-03T00:30:00-08:00"),
    });
    const list = (query: string) => get(`/api/admin/leads?search=${tag}&${query}`).then(ids);
    expect(await list("status=contacted")).toEqual([marina.id]);
    expect(await list("propertyType=Marina")).toEqual([marina.id]);
    expect(await list("serviceNeeded=Solar%20Repair")).toEqual([marina.id]);
    expect(await list("source=contact_form")).toEqual([contact.id]);
    expect(await list(`assignee=${admin.id}`)).toEqual([marina.id]);
    expect(await list("assignee=none")).toEqual([contact.id]);
    expect(await list("from=2025-03-02&to=2025-03-02")).toEqual([marina.id]);
    expect(await list("from=2025-03-03")).toEqual([contact.id]);
    expect(await list("to=2025-03-01")).toEqual([]);
  });

  it("sorts by name or pipeline stage either way", async () => {
    const tag = "Sorted";
    const [bo, al, cy] = [
      await insertLead(testApp.services.db, { customerName: `${tag} bo`, status: "won" }),
      await insertLead(testApp.services.db, { customerName: `${tag} Al`, status: "contacted" }),
      await insertLead(testApp.services.db, { customerName: `${tag} Cy`, status: "new" }),
    ];
    const list = (query: string) => get(`/api/admin/leads?search=${tag}&${query}`).then(ids);
    expect(await list("sort=customerName&dir=asc")).toEqual([al!.id, bo!.id, cy!.id]);
    expect(await list("sort=customerName&dir=desc")).toEqual([cy!.id, bo!.id, al!.id]);
    expect(await list("sort=status&dir=asc")).toEqual([cy!.id, al!.id, bo!.id]);
  });

  it("separates leads still due for first contact from overdue ones", async () => {
    const tag = "Promise";
    const overdue = await insertLead(testApp.services.db, {
      customerName: `${tag} Old`,
      createdAt: new Date(Date.now() - 10 * DAY),
    });
    const due = await insertLead(testApp.services.db, { customerName: `${tag} Fresh` });
    await insertLead(testApp.services.db, {
      customerName: `${tag} Called`,
      status: "contacted",
      firstContactedAt: new Date(),
      createdAt: new Date(Date.now() - 10 * DAY),
    });
    expect(await get(`/api/admin/leads?search=${tag}&sla=overdue`).then(ids)).toEqual([overdue.id]);
    expect(await get(`/api/admin/leads?search=${tag}&sla=due`).then(ids)).toEqual([due.id]);
    const all = await get(`/api/admin/leads?search=${tag}`);
    expect(all.body.items.map((item: { sla: { state: string } }) => item.sla.state)).toEqual([
      "due",
      "missed",
      "overdue",
    ]);
  });

  it("answers bad filters with field errors", async () => {
    const res = await get("/api/admin/leads?status=pending&from=yesterday&sort=email&page=0");
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["from", "page", "sort", "status"]);
  });
});
