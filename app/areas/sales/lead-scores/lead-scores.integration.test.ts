import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateRoi, formatPayback, parseRoiQuery, roiInputs } from "#app/areas/energy/index.ts";
import { insertLead } from "#tests/support/leads.ts";
import { placeTestOrder } from "#tests/support/orders.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { orders } from "#app/areas/commerce/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { rescoreDueLeads } from "./lead-scores.server.ts";

/**
 * Issue 27 §3: the scores are written by the writes that change what they read (a request with a calculator
 * snapshot, the deal, a reply, an order), faded by the job over 30 days, and never written by a list's read.
 */

let testApp: TestApp;
let office = "";

beforeAll(async () => {
  testApp = await createTestApp();
  office = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "office" })).id);
});
afterAll(() => testApp.close());

async function scoresOf(id: string) {
  const [row] = await testApp.services.db
    .select({
      fitScore: leads.fitScore,
      fitReasons: leads.fitReasons,
      engagementScore: leads.engagementScore,
      engagementScoredAt: leads.engagementScoredAt,
      customerId: leads.customerId,
    })
    .from(leads)
    .where(eq(leads.id, id));
  return row!;
}

const paybackText = (query: string) =>
  formatPayback(calculateRoi(roiInputs(parseRoiQuery(new URLSearchParams(query)).values)).options.cash.payback);

const snapshot = {
  calculator: "roi-calculator",
  url: "/resources/roi-calculator?utility=pge&bill=240&shading=none",
  inputs: { utility: "pge", bill: "240", shading: "none" },
  headline: [{ label: "Utility", value: "PG&E" }],
};

describe("the writes that change a score's inputs", () => {
  it("score a request with its calculator snapshot, then rescore on a deal change, a reply and an order", async () => {
    const sent = await request(testApp.app)
      .post("/api/solar-form")
      .set("User-Agent", "integration-test")
      .send({
        customerName: "Maria Lopez",
        email: "scores-maria@example.com",
        phone: "(530) 555-0199",
        address: "1450 Court St, Redding, CA 96001",
        propertyType: "Residential",
        serviceNeeded: "New Solar Installation",
        shadingIssues: "No",
        roofType: "Composition shingle",
        roofAge: "8 years",
        website: "",
        startedAt: Date.now() - 10_000,
        calculatorSnapshot: snapshot,
      });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;
    const arrived = await scoresOf(id);
    expect(arrived.fitReasons).toBe(
      `PG&E customer, $240/month bill, payback ${paybackText("utility=pge&bill=240&shading=none")}`,
    );
    expect(arrived.fitScore).toBeGreaterThanOrEqual(80);
    // A request (10) with a calculator's results (20), both today.
    expect(arrived.engagementScore).toBe(30);
    expect(arrived.engagementScoredAt).not.toBeNull();

    const deal = await request(testApp.app)
      .patch(`/api/admin/leads/${id}/deal`)
      .set("Cookie", office)
      .send({ utility: "reu", ownership: "rents" });
    expect(deal.status).toBe(200);
    const changed = await scoresOf(id);
    expect(changed.fitReasons).toBe(
      `REU customer, $240/month bill, payback ${paybackText("utility=reu&bill=240&shading=none")}, rents the property`,
    );
    expect(changed.fitScore).toBeLessThan(arrived.fitScore! - 10);

    const note = await request(testApp.app)
      .post(`/api/admin/leads/${id}/notes`)
      .set("Cookie", office)
      .send({ kind: "call", outcome: "interested", body: "Wants a battery quote" });
    expect(note.status).toBe(201);
    expect((await scoresOf(id)).engagementScore).toBe(45);

    await placeTestOrder(testApp, undefined, "scores-maria@example.com");
    const [order] = await testApp.services.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.contactEmail, "scores-maria@example.com"));
    expect(order!.customerId).toBe(arrived.customerId);
    expect((await scoresOf(id)).engagementScore).toBe(75);
  });
});

describe("the scoring job", () => {
  it("scores a lead stored unscored, then fades its engagement once a day to nothing at 30 days", async () => {
    const { db } = testApp.services;
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
    const lead = await insertLead(db, {
      email: "scores-job@example.com",
      createdAt: day("2026-11-01"),
      utility: "pge",
      currentElectricBill: "$240",
      shadingIssues: "No",
      calculatorSnapshot: snapshot as never,
    });
    expect((await scoresOf(lead.id)).fitScore).toBeNull();

    await rescoreDueLeads(db, day("2026-11-01"));
    const scored = await scoresOf(lead.id);
    expect(scored.fitReasons).toMatch(/^PG&E customer, \$240\/month bill, payback /);
    expect(scored).toMatchObject({ engagementScore: 30, engagementScoredAt: day("2026-11-01") });

    // Within the day: not due again.
    await rescoreDueLeads(db, new Date("2026-11-01T20:00:00Z"));
    expect((await scoresOf(lead.id)).engagementScoredAt).toEqual(day("2026-11-01"));

    // 15 of 30 days gone: half of 30.
    await rescoreDueLeads(db, day("2026-11-16"));
    expect(await scoresOf(lead.id)).toMatchObject({ engagementScore: 15, engagementScoredAt: day("2026-11-16") });
    await rescoreDueLeads(db, day("2026-11-25"));
    expect((await scoresOf(lead.id)).engagementScore).toBe(6);
    await rescoreDueLeads(db, day("2026-12-01"));
    expect((await scoresOf(lead.id)).engagementScore).toBe(0);
    // At nothing it has nothing left to fade: the job leaves it alone.
    await rescoreDueLeads(db, day("2026-12-05"));
    expect((await scoresOf(lead.id)).engagementScoredAt).toEqual(day("2026-12-01"));
    expect((await scoresOf(lead.id)).fitScore).toBe(scored.fitScore);
  });
});

describe("reading a list", () => {
  it("writes no score: the board and the inbox show what the writes stored", async () => {
    const { db } = testApp.services;
    const unscored = await insertLead(db, { email: "scores-list@example.com", utility: "pge" });
    const before = await db.select().from(leads);
    const board = await request(testApp.app).get("/api/crm/board").set("Cookie", office);
    expect(board.status).toBe(200);
    const cards = (board.body.columns as { cards: { id: string; fitScore: number | null }[] }[]).flatMap(
      (column) => column.cards,
    );
    expect(cards.find((card) => card.id === unscored.id)).toMatchObject({ fitScore: null, engagementScore: null });
    expect((await request(testApp.app).get("/api/admin/leads").set("Cookie", office)).status).toBe(200);
    expect(await db.select().from(leads)).toEqual(before);
  });
});
