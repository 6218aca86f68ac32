import { and, asc, eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { leadActivities, leadStageHistory } from "#app/areas/sales/leads-pipeline/tables.server.ts";

/**
 * Issue 27 §2: the board's column counts and totals cover every lead the filters match (1,000 here, 50 cards a
 * column), a sales rep's board and its search hold only their own and unassigned leads, a move through the status API writes the
 * timeline and the stage history and sets the won date, and amounts are absent for a role without money.
 */

const STATUSES = ["new", "contacted", "site_visit_scheduled", "proposal_sent", "won", "lost"] as const;
const LEADS = 1000;

/** Lead i of the bulk seed: its status, amount, owner (0 the rep, 1 the other rep, 2 nobody), utility and spam. */
const seedLead = (i: number) => ({
  status: STATUSES[i % 6]!,
  amountCents: i % 7 === 0 ? null : i * 1234,
  owner: i % 3,
  utility: i % 4 === 0 ? "pge" : "reu",
  spam: i % 50 === 0,
});

async function seedBulk(testApp: TestApp, rep: TestUser, otherRep: TestUser) {
  await testApp.services.db.execute(sql`
    insert into leads (reference, source, customer_name, email, phone, address, property_type, service_needed,
                       status, lost_reason, amount_cents, assignee_id, utility, is_spam, created_at)
    select 'SR-B' || lpad(i::text, 5, '0'), 'consultation_modal', 'Bulk ' || i, 'bulk' || i || '@example.com',
           '(530) 555-0101', i || ' Oak St, Redding, CA 96001', 'Residential', 'New Solar Installation',
           (array['new','contacted','site_visit_scheduled','proposal_sent','won','lost'])[i % 6 + 1],
           case when i % 6 = 5 then 'Chose another installer' end,
           case when i % 7 = 0 then null else i * 1234 end,
           case i % 3 when 0 then ${rep.id}::uuid when 1 then ${otherRep.id}::uuid end,
           case when i % 4 = 0 then 'pge' else 'reu' end,
           i % 50 = 0,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${LEADS}) as i`);
}

/** What the board must say for the leads `keep` picks, summed here from the seed's own rule. */
function expectedColumns(keep: (lead: ReturnType<typeof seedLead>, i: number) => boolean) {
  return STATUSES.map((status) => {
    const matching = Array.from({ length: LEADS }, (_, index) => seedLead(index + 1)).filter(
      (lead, index) => lead.status === status && !lead.spam && keep(lead, index + 1),
    );
    return {
      status,
      count: matching.length,
      amountCents: matching.reduce((sum, lead) => sum + (lead.amountCents ?? 0), 0),
    };
  });
}

type Column = { status: string; count: number; amountCents?: number; cards: Record<string, unknown>[] };
const totalsOf = (columns: Column[]) =>
  columns.map(({ status, count, amountCents }) => ({ status, count, amountCents }));

describe("the pipeline board over 1,000 leads", () => {
  let testApp: TestApp;
  let rep: TestUser;
  let otherRep: TestUser;
  const cookies: Record<"office" | "rep", string> = { office: "", rep: "" };
  const get = (who: keyof typeof cookies, path: string) => request(testApp.app).get(path).set("Cookie", cookies[who]);

  beforeAll(async () => {
    testApp = await createTestApp();
    rep = await createTestUser(testApp, { userType: "sales" });
    otherRep = await createTestUser(testApp, { userType: "sales" });
    const office = await createTestUser(testApp, { userType: "office" });
    await seedBulk(testApp, rep, otherRep);
    cookies.office = await signedInCookie(testApp, office.id);
    cookies.rep = await signedInCookie(testApp, rep.id);
  }, 60_000);
  afterAll(() => testApp.close());

  it("counts and totals every matching lead in SQL while each column shows at most 50 cards", async () => {
    const res = await get("office", "/api/crm/board");
    expect(res.status).toBe(200);
    const columns = res.body.columns as Column[];
    expect(columns.map((column) => column.status)).toEqual([...STATUSES]);
    expect(totalsOf(columns)).toEqual(expectedColumns(() => true));
    expect(columns.map((column) => column.count).reduce((a, b) => a + b)).toBe(980);
    for (const column of columns) expect(column.cards).toHaveLength(50);
    // The most recently active first: with no timeline, the newest arrival.
    expect(columns[0]!.cards[0]).toMatchObject({ name: "Bulk 6", town: "Redding", utility: "reu", nextTask: null });
  });

  it("narrows counts and totals by the URL's filters", async () => {
    const res = await get("office", "/api/crm/board?utility=pge&owner=none");
    expect(totalsOf(res.body.columns)).toEqual(expectedColumns((lead) => lead.utility === "pge" && lead.owner === 2));
    const bad = await get("office", "/api/crm/board?owner=someone");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("owner");
  });

  it("gives a sales rep only their own and unassigned leads, counted the same way", async () => {
    const res = await get("rep", "/api/crm/board");
    expect(res.status).toBe(200);
    const columns = res.body.columns as Column[];
    expect(totalsOf(columns)).toEqual(expectedColumns((lead) => lead.owner !== 1));
    const owners = new Set(
      columns.flatMap((column) => column.cards.map((card) => card.assignee)).map((a) => a && (a as { id: string }).id),
    );
    expect([...owners].sort()).toEqual([rep.id, null].sort());
  });

  it("gives a sales rep's search only their own and unassigned leads, counted the same way", async () => {
    // "bulk1" is in the e-mail of lead 1, 10 to 19, 100 to 199 and 1000.
    const res = await get("rep", "/api/crm/board?search=bulk1");
    expect(totalsOf(res.body.columns)).toEqual(
      expectedColumns((lead, i) => lead.owner !== 1 && String(i).startsWith("1")),
    );
    const assignees = (res.body.columns as Column[]).flatMap((column) =>
      column.cards.map((card) => (card.assignee as { id: string } | null)?.id ?? null),
    );
    expect(assignees.length).toBeGreaterThan(0);
    expect(assignees.every((id) => id === rep.id || id === null)).toBe(true);
  });
});

describe("a move on the board", () => {
  let testApp: TestApp;
  let office: TestUser;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    office = await createTestUser(testApp, { userType: "office" });
    cookie = await signedInCookie(testApp, office.id);
  }, 60_000);
  afterAll(() => testApp.close());

  it("runs the status write: timeline entry, stage history closed and opened, won date set and cleared", async () => {
    const { db } = testApp.services;
    const lead = await insertLead(db, { status: "proposal_sent", customerName: "Wynn Winner" });
    const won = await request(testApp.app)
      .post(`/api/admin/leads/${lead.id}/status`)
      .set("Cookie", cookie)
      .send({ status: "won" });
    expect(won.status).toBe(200);
    const [stored] = await db.select({ wonAt: leads.wonAt }).from(leads).where(eq(leads.id, lead.id));
    expect(stored!.wonAt).toBeInstanceOf(Date);
    const activities = await db.select().from(leadActivities).where(eq(leadActivities.leadId, lead.id));
    expect(activities.map((entry) => entry.detail)).toEqual([{ from: "proposal_sent", to: "won", lostReason: null }]);
    const history = await db
      .select()
      .from(leadStageHistory)
      .where(eq(leadStageHistory.leadId, lead.id))
      .orderBy(asc(leadStageHistory.enteredAt));
    expect(history).toMatchObject([
      { status: "proposal_sent", enteredAt: lead.createdAt, leftAt: stored!.wonAt, changedById: null },
      { status: "won", enteredAt: stored!.wonAt, leftAt: null, changedById: office.id },
    ]);

    const board = await request(testApp.app).get("/api/crm/board").set("Cookie", cookie);
    const wonColumn = (board.body.columns as Column[]).find((column) => column.status === "won")!;
    expect(wonColumn.cards).toMatchObject([{ id: lead.id, name: "Wynn Winner", daysInStage: 0 }]);

    await request(testApp.app)
      .post(`/api/admin/leads/${lead.id}/status`)
      .set("Cookie", cookie)
      .send({ status: "lost", lostReason: "Financing fell through" })
      .expect(200);
    const [lost] = await db.select({ wonAt: leads.wonAt }).from(leads).where(eq(leads.id, lead.id));
    expect(lost!.wonAt).toBeNull();
    const open = await db
      .select({ status: leadStageHistory.status })
      .from(leadStageHistory)
      .where(and(eq(leadStageHistory.leadId, lead.id)));
    expect(open.map((row) => row.status).sort()).toEqual(["lost", "proposal_sent", "won"]);
  });

  it("puts first in its column the lead whose timeline had the latest entry, above newer arrivals", async () => {
    const { db } = testApp.services;
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const quiet = await insertLead(db, {
      status: "site_visit_scheduled",
      customerName: "Olde Note",
      createdAt: daysAgo(9),
    });
    await insertLead(db, { status: "site_visit_scheduled", customerName: "Fresh Arrival", createdAt: daysAgo(1) });
    const column = async () =>
      ((await request(testApp.app).get("/api/crm/board").set("Cookie", cookie)).body.columns as Column[]).find(
        (entry) => entry.status === "site_visit_scheduled",
      )!;
    expect((await column()).cards.map((card) => card.name)).toEqual(["Fresh Arrival", "Olde Note"]);

    await request(testApp.app)
      .post(`/api/admin/leads/${quiet.id}/notes`)
      .set("Cookie", cookie)
      .send({ body: "Called back about the site visit" })
      .expect(201);
    expect((await column()).cards.map((card) => card.name)).toEqual(["Olde Note", "Fresh Arrival"]);
    const [entry] = await db.select().from(leadActivities).where(eq(leadActivities.leadId, quiet.id));
    const [stored] = await db.select({ at: leads.lastActivityAt }).from(leads).where(eq(leads.id, quiet.id));
    expect(stored!.at).toEqual(entry!.createdAt);
  });

  it("saves the deal through PATCH and shows it on the board", async () => {
    const lead = await insertLead(testApp.services.db, { customerName: "Dee Deal" });
    const res = await request(testApp.app)
      .patch(`/api/admin/leads/${lead.id}/deal`)
      .set("Cookie", cookie)
      .send({ amountCents: 2_450_000, systemSizeKw: 8.4, waitingOn: "utility", utility: "pge" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amountCents: 2_450_000,
      systemSizeKw: 8.4,
      batteryKwh: null,
      waitingOn: "utility",
    });
    const board = await request(testApp.app).get("/api/crm/board?utility=pge").set("Cookie", cookie);
    const newColumn = (board.body.columns as Column[])[0]!;
    expect(newColumn).toMatchObject({ status: "new", count: 1, amountCents: 2_450_000 });
    expect(newColumn.cards[0]).toMatchObject({ name: "Dee Deal", amountCents: 2_450_000, waitingOn: "utility" });
    // A field left out stays; null clears.
    const cleared = await request(testApp.app)
      .patch(`/api/admin/leads/${lead.id}/deal`)
      .set("Cookie", cookie)
      .send({ waitingOn: null });
    expect(cleared.body).toMatchObject({ amountCents: 2_450_000, waitingOn: null, utility: "pge" });
    const nothing = await request(testApp.app).patch(`/api/admin/leads/${lead.id}/deal`).set("Cookie", cookie).send({});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toMatchObject({ amountCents: 2_450_000, systemSizeKw: 8.4, utility: "pge" });
  });
});

describe("a role without money (SALES_SEES_AMOUNTS=false)", () => {
  let testApp: TestApp;
  let cookie: string;
  let leadId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ SALES_SEES_AMOUNTS: "false" });
    const rep = await createTestUser(testApp, { userType: "sales" });
    cookie = await signedInCookie(testApp, rep.id);
    leadId = (await insertLead(testApp.services.db, { assigneeId: rep.id, amountCents: 990_000 })).id;
  }, 60_000);
  afterAll(() => testApp.close());

  it("gets the board without any amount, on columns or cards", async () => {
    const res = await request(testApp.app).get("/api/crm/board").set("Cookie", cookie);
    expect(res.status).toBe(200);
    const columns = res.body.columns as Column[];
    expect(columns[0]).toMatchObject({ status: "new", count: 1 });
    for (const column of columns) expect(column).not.toHaveProperty("amountCents");
    expect(columns[0]!.cards[0]).not.toHaveProperty("amountCents");
    expect(JSON.stringify(res.body)).not.toContain("990000");
  });

  it("may change the deal's other fields but not its amount", async () => {
    const other = await request(testApp.app)
      .patch(`/api/admin/leads/${leadId}/deal`)
      .set("Cookie", cookie)
      .send({ batteryKwh: 13.5 });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({
      systemSizeKw: null,
      batteryKwh: 13.5,
      expectedCloseOn: null,
      waitingOn: null,
      utility: null,
      ownership: null,
    });
    const amount = await request(testApp.app)
      .patch(`/api/admin/leads/${leadId}/deal`)
      .set("Cookie", cookie)
      .send({ amountCents: 1 });
    expect(amount.status).toBe(403);
  });
});
