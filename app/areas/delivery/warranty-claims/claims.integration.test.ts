import { asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/areas/identity/tables.server.ts";
import { equipmentItems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { serviceTickets, ticketEvents } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import { claimsDueList } from "./claims-due-list.server.ts";
import { warrantyClaimItems } from "./tables.server.ts";

/** Issue 28 §3's warranty claims: replaced serials, the deadline rule, the claims due and who reads the money. */
let testApp: TestApp;
let officeCookie: string;
let technician: TestUser;
let technicianCookie: string;
let otherTechnicianCookie: string;
let customerId: string;
let siteId: string;
let systemId: string;
let microinverterId: string;
let panelId: string;
let ticketId: string;
let otherSiteItemId: string;
let references = 0;

const as = (cookie: string) => ({
  get: (path: string) => request(testApp.app).get(path).set("Cookie", cookie),
  post: (path: string, body: object) => request(testApp.app).post(path).set("Cookie", cookie).send(body),
});

async function siteWithSystem(equipment: object[]) {
  const site = await as(officeCookie).post("/api/service/sites", {
    customerId,
    address: { line1: `${100 + references} Placer St`, city: "Redding", state: "CA", postalCode: "96001" },
  });
  expect(site.status).toBe(201);
  const system = await as(officeCookie).post("/api/service/systems", {
    siteId: site.body.id,
    kind: "solar",
    installedOn: "2021-04-12",
    installer: "us",
    equipment,
  });
  expect(system.status).toBe(201);
  return { siteId: site.body.id as string, systemId: system.body.id as string, equipment: system.body.equipment };
}

/** A ticket on the site, written directly: opening tickets is another part of the issue. */
async function ticketAt(site: string, technicianId: string | null = null) {
  references += 1;
  const [ticket] = await testApp.services.db
    .insert(serviceTickets)
    .values({
      reference: `ST-CLM${String(references).padStart(3, "0")}`,
      customerId,
      siteId: site,
      type: "warranty",
      priority: "normal",
      description: "Microinverter reports no production",
      origin: "staff",
      technicianId,
    })
    .returning({ id: serviceTickets.id });
  await testApp.services.db
    .insert(ticketEvents)
    .values({ ticketId: ticket!.id, kind: "status", status: "new", actorKind: "staff" });
  return ticket!.id;
}

const claim = (overrides: object = {}) => ({
  manufacturer: "Enphase Energy",
  rmaNumber: "RMA-88120",
  replacedOn: "2025-11-30",
  amountCents: 15_000,
  items: [{ equipmentItemId: microinverterId, newSerial: "IQ8-NEW-0002" }],
  ...overrides,
});

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  const office = await createTestUser(testApp, { userType: "office" });
  officeCookie = await signedInCookie(testApp, office.id);
  technician = await createTestUser(testApp, { userType: "technician" });
  technicianCookie = await signedInCookie(testApp, technician.id);
  otherTechnicianCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "technician" })).id);
  const client = await createTestUser(testApp, { emailVerified: true });
  const [account] = await testApp.services.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, client.id));
  customerId = account!.customerId!;
  const records = await siteWithSystem([
    { category: "microinverter", make: "Enphase", model: "IQ8PLUS-72", serial: "IQ8-OLD-0001", quantity: 1 },
    { category: "panel", make: "Qcells", model: "Q.PEAK DUO 400", serial: "QC-OLD-7", quantity: 1 },
  ]);
  ({ siteId, systemId } = records);
  [microinverterId, panelId] = records.equipment.map((item: { id: string }) => item.id);
  ticketId = await ticketAt(siteId, technician.id);
  const elsewhere = await siteWithSystem([{ category: "inverter", make: "SolarEdge", model: "SE7600H" }]);
  otherSiteItemId = elsewhere.equipment[0].id;
}, 180_000);
afterAll(() => testApp.close());

describe("recording a claim", () => {
  it("puts the new serial on the equipment, keeps the old one in the claim and notes it on the ticket", async () => {
    const recorded = await as(officeCookie).post(`/api/service/tickets/${ticketId}/claims`, claim());
    expect(recorded.status).toBe(201);
    // Enphase: within 3 months of 30 November 2025, a February with no 30th.
    expect(recorded.body).toEqual({ id: expect.any(String), claimDeadline: "2026-02-28", deadlineRule: "enphase" });

    const system = await as(officeCookie).get(`/api/service/systems/${systemId}`);
    const serials = system.body.equipment.map((item: { id: string; serial: string }) => [item.id, item.serial]);
    expect(serials).toEqual(
      expect.arrayContaining([
        [microinverterId, "IQ8-NEW-0002"],
        [panelId, "QC-OLD-7"],
      ]),
    );
    const items = await testApp.services.db
      .select()
      .from(warrantyClaimItems)
      .where(eq(warrantyClaimItems.claimId, recorded.body.id));
    expect(items).toMatchObject([
      {
        equipmentItemId: microinverterId,
        description: "Enphase IQ8PLUS-72",
        oldSerial: "IQ8-OLD-0001",
        newSerial: "IQ8-NEW-0002",
      },
    ]);
    const history = await testApp.services.db
      .select({ kind: ticketEvents.kind, note: ticketEvents.note })
      .from(ticketEvents)
      .where(eq(ticketEvents.ticketId, ticketId))
      .orderBy(asc(ticketEvents.seq));
    expect(history.at(-1)).toEqual({
      kind: "note",
      note: "Warranty replacement recorded for a claim to Enphase Energy (RMA RMA-88120): Enphase IQ8PLUS-72 IQ8-OLD-0001 → IQ8-NEW-0002. Labour to be claimed by February 28, 2026.",
    });
    expect(history.at(-1)!.note).not.toContain("150");
  });

  it("computes the deadline from the default rule for a manufacturer without one of its own, and says which", async () => {
    const recorded = await as(officeCookie).post(
      `/api/service/tickets/${ticketId}/claims`,
      claim({
        manufacturer: "Qcells",
        replacedOn: "2027-12-15",
        items: [{ equipmentItemId: panelId, newSerial: "QC-NEW-8" }],
      }),
    );
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ claimDeadline: "2028-03-15", deadlineRule: "default" });
    const [panel] = await testApp.services.db
      .select({ serial: equipmentItems.serial })
      .from(equipmentItems)
      .where(eq(equipmentItems.id, panelId));
    expect(panel!.serial).toBe("QC-NEW-8");
  });

  it("refuses equipment from another site and an item listed twice, naming the item, and changes no serial", async () => {
    const elsewhere = await as(officeCookie).post(
      `/api/service/tickets/${ticketId}/claims`,
      claim({ items: [{ equipmentItemId: otherSiteItemId, newSerial: "X-1" }] }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ "items.0.equipmentItemId": "This equipment is not at the ticket's site" });
    const twice = await as(officeCookie).post(
      `/api/service/tickets/${ticketId}/claims`,
      claim({
        items: [
          { equipmentItemId: microinverterId, newSerial: "X-2" },
          { equipmentItemId: microinverterId, newSerial: "X-3" },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ "items.1.equipmentItemId": "This equipment is listed twice" });
    const blank = await as(officeCookie).post(`/api/service/tickets/${ticketId}/claims`, { items: [] });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({
      manufacturer: "Please enter the manufacturer",
      replacedOn: "Please enter the replacement date",
      items: "Please list the equipment replaced",
    });
    const [micro] = await testApp.services.db
      .select({ serial: equipmentItems.serial })
      .from(equipmentItems)
      .where(eq(equipmentItems.id, microinverterId));
    expect(micro!.serial).toBe("IQ8-NEW-0002");
  });

  it("answers 404 for a ticket that does not exist", async () => {
    const missing = await as(officeCookie).post(
      "/api/service/tickets/00000000-0000-4000-8000-000000000000/claims",
      claim(),
    );
    expect(missing.status).toBe(404);
  });
});

describe("moving a claim on", () => {
  it("asks Enphase's claim for its RMA before it is claimed, then pays it; a paid claim is final", async () => {
    const recorded = await as(officeCookie).post(
      `/api/service/tickets/${ticketId}/claims`,
      claim({ rmaNumber: undefined, items: [{ equipmentItemId: microinverterId, newSerial: "IQ8-NEW-0003" }] }),
    );
    const path = `/api/service/claims/${recorded.body.id}`;
    const noRma = await as(officeCookie).post(path, { state: "claimed" });
    expect(noRma.status).toBe(400);
    expect(noRma.body.errors).toEqual({
      rmaNumber: "Enphase Energy issues an RMA before a labour claim: please enter the RMA number",
    });
    const claimed = await as(officeCookie).post(path, {
      state: "claimed",
      rmaNumber: "RMA-90001",
      stateOn: "2026-12-02",
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ id: recorded.body.id, state: "claimed" });
    const paid = await as(officeCookie).post(path, { state: "paid", amountCents: 14_250 });
    expect(paid.status).toBe(200);
    const listed = await as(officeCookie).get(`/api/service/claims?state=paid&search=RMA-90001`);
    expect(listed.body.items).toMatchObject([
      { id: recorded.body.id, state: "paid", claimedOn: "2026-12-02", paidOn: officeToday(), amountCents: 14_250 },
    ]);
    const again = await as(officeCookie).post(path, { state: "rejected" });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ state: "A paid claim cannot move to this state" });
    const early = await as(officeCookie).post(
      `/api/service/claims/${(await as(officeCookie).post(`/api/service/tickets/${ticketId}/claims`, claim())).body.id}`,
      { state: "rejected", stateOn: "2025-11-01" },
    );
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ stateOn: "Please enter a date on or after the replacement" });
  });
});

describe("claims due", () => {
  let pagedTicketId: string;

  beforeAll(async () => {
    const records = await siteWithSystem(
      Array.from({ length: 5 }, (_, index) => ({
        category: "optimizer",
        make: "Tigo",
        model: "TS4",
        serial: `T-${index}`,
      })),
    );
    pagedTicketId = await ticketAt(records.siteId);
    const amounts = [12_500, 8_000, 30_000, 4_450, 9_999];
    for (const [index, item] of records.equipment.entries()) {
      const made = await as(officeCookie).post(
        `/api/service/tickets/${pagedTicketId}/claims`,
        claim({
          manufacturer: "Tigo",
          rmaNumber: `TIGO-${index}`,
          replacedOn: `2026-0${index + 1}-10`,
          amountCents: amounts[index],
          items: [{ equipmentItemId: (item as { id: string }).id, newSerial: `T-NEW-${index}` }],
        }),
      );
      expect(made.status).toBe(201);
      if (index === 1)
        expect((await as(officeCookie).post(`/api/service/claims/${made.body.id}`, { state: "claimed" })).status).toBe(
          200,
        );
    }
  });

  it("totals the money of every row the filter matches, across its pages, and of it what is not claimed yet", async () => {
    const rows: { amountCents: number | null; state: string; claimDeadline: string }[] = [];
    let totals: { amountCents: number; toClaimCents: number } | undefined;
    for (let page = 1; ; page += 1) {
      const answer = await as(officeCookie).get(`/api/service/claims?search=Tigo&pageSize=2&page=${page}`);
      expect(answer.status).toBe(200);
      totals ??= answer.body.totals;
      expect(answer.body.totals).toEqual(totals);
      rows.push(...answer.body.items);
      if (page * 2 >= answer.body.total) break;
    }
    expect(rows).toHaveLength(5);
    expect(totals).toEqual({ amountCents: 64_949, toClaimCents: 56_949 });
    expect(rows.reduce((sum, row) => sum + (row.amountCents ?? 0), 0)).toBe(totals!.amountCents);
    // By deadline, soonest first, and overdue in words where it is past and still to claim.
    expect(rows.map((row) => row.claimDeadline)).toEqual([
      "2026-04-10",
      "2026-05-10",
      "2026-06-10",
      "2026-07-10",
      "2026-08-10",
    ]);
    expect(rows.map((row) => [row.state, (row as unknown as { overdue: boolean }).overdue])).toEqual([
      ["to_claim", true],
      ["claimed", false],
      ["to_claim", true],
      ["to_claim", true],
      ["to_claim", true],
    ]);
  });

  it("leaves paid and rejected claims out unless asked for, and exports the list as CSV with its amounts", async () => {
    const open = await as(officeCookie).get("/api/service/claims?search=RMA-90001");
    expect(open.body.items).toEqual([]);
    const csv = await as(officeCookie).get("/api/service/claims.csv?search=Tigo");
    expect(csv.status).toBe(200);
    const [header, ...lines] = parseCsv(csv.text);
    expect(header).toContain("amountCents");
    expect(lines).toHaveLength(5);
    expect(lines[0]![header!.indexOf("serials")]).toBe("T-0 -> T-NEW-0");
  });

  it("gives a reader without read:money no amounts and no total, page or CSV rows", async () => {
    const reader = sessionUserOf(technician);
    const query = claimsDueList.parseQuery({ search: "Tigo" });
    const page = await claimsDueList.page(testApp.services, reader, query);
    expect(page.items).toHaveLength(5);
    expect(page.totals).toBeNull();
    for (const item of page.items) expect(item).not.toHaveProperty("amountCents");
    const policy = { salesLeadAccess: "own", salesSeesAmounts: true } as const;
    for await (const batch of claimsDueList.exportBatches(testApp.services, policy, reader, query)) {
      for (const row of batch) expect(row).not.toHaveProperty("amountCents");
    }
  });
});

describe("who reads and records claims", () => {
  it("shows the assigned technician the ticket's claims without amounts, the office with them", async () => {
    const office = await as(officeCookie).get(`/api/service/tickets/${ticketId}/claims`);
    expect(office.status).toBe(200);
    expect(office.body.claims[0]).toMatchObject({ manufacturer: "Enphase Energy", amountCents: 15_000 });
    const assigned = await as(technicianCookie).get(`/api/service/tickets/${ticketId}/claims`);
    expect(assigned.status).toBe(200);
    expect(assigned.body.claims).toHaveLength(office.body.claims.length);
    expect(assigned.body.claims[0]).toMatchObject({
      manufacturer: "Enphase Energy",
      items: [{ oldSerial: "IQ8-OLD-0001", newSerial: "IQ8-NEW-0002" }],
    });
    for (const each of assigned.body.claims) expect(each).not.toHaveProperty("amountCents");
  });

  it("answers a technician not assigned to the ticket 404, like a missing ticket", async () => {
    const other = await as(otherTechnicianCookie).get(`/api/service/tickets/${ticketId}/claims`);
    expect(other.status).toBe(404);
    const missing = await as(technicianCookie).get("/api/service/tickets/00000000-0000-4000-8000-000000000000/claims");
    expect(missing.status).toBe(404);
  });

  it("lets no technician record or move a claim, nor read the claims due", async () => {
    expect((await as(technicianCookie).post(`/api/service/tickets/${ticketId}/claims`, claim())).status).toBe(403);
    expect((await as(technicianCookie).get("/api/service/claims")).status).toBe(403);
    expect((await as(technicianCookie).get("/api/service/claims.csv")).status).toBe(403);
  });
});
