import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadStageHistory } from "#app/areas/sales/tables.server.ts";
import { insertLead } from "#tests/support/leads.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";

let testApp: TestApp;
let adminCookie: string;
let officeCookie: string;
let salesCookie: string;
let technicianCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const cookieOf = async (userType: "admin" | "office" | "sales" | "technician") =>
    signedInCookie(testApp, (await createTestUser(testApp, { userType })).id);
  adminCookie = await cookieOf("admin");
  officeCookie = await cookieOf("office");
  salesCookie = await cookieOf("sales");
  technicianCookie = await cookieOf("technician");
});
afterAll(() => testApp.close());

const get = (path: string, cookie = adminCookie) => request(testApp.app).get(path).set("Cookie", cookie);

describe("GET /api/analytics/leads", () => {
  it("counts the range's leads per office day, a Pacific evening on its own day, spam left out", async () => {
    const db = testApp.services.db;
    await insertLead(db, { createdAt: new Date("2026-10-31T23:30:00-07:00"), source: "contact_form", message: "Hi" });
    await insertLead(db, { createdAt: new Date("2026-10-31T09:00:00-07:00"), utility: "reu" });
    await insertLead(db, { createdAt: new Date("2026-11-02T10:00:00-08:00"), spamSignals: ["fast_fill"] });
    await insertLead(db, { createdAt: new Date("2026-11-01T10:00:00-08:00"), isSpam: true });
    await insertLead(db, { createdAt: new Date("2026-10-29T23:59:00-07:00") });
    await insertLead(db, { createdAt: new Date("2026-11-03T00:00:00-08:00") });

    const res = await get("/api/analytics/leads?from=2026-10-30&to=2026-11-02&bucket=day");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      timeZone: "America/Los_Angeles",
      weekStartsOn: "monday",
      total: 3,
      buckets: [
        { start: "2026-10-30", count: 0 },
        { start: "2026-10-31", count: 2 },
        { start: "2026-11-01", count: 0 },
        { start: "2026-11-02", count: 1 },
      ],
      possibleSpam: 1,
      bySource: [
        { value: "consultation_modal", count: 2 },
        { value: "contact_form", count: 1 },
      ],
      byUtility: [
        { value: "reu", count: 1 },
        { value: null, count: 2 },
      ],
    });
  });

  it("buckets by week from Monday and by month", async () => {
    const weeks = await get("/api/analytics/leads?from=2026-10-30&to=2026-11-02&bucket=week");
    expect(weeks.body.buckets).toEqual([
      { start: "2026-10-26", count: 2 },
      { start: "2026-11-02", count: 1 },
    ]);
    const months = await get("/api/analytics/leads?from=2026-10-30&to=2026-11-02&bucket=month");
    expect(months.body.buckets).toEqual([
      { start: "2026-10-01", count: 2 },
      { start: "2026-11-01", count: 1 },
    ]);
  });

  it("answers 400 naming the field for a bad range, never a 500", async () => {
    const cases: [string, string][] = [
      ["", "from"],
      ["from=2026-10-31", "to"],
      ["from=2026-13-01&to=2026-12-01", "from"],
      ["from=2026-11-02&to=2026-11-01", "to"],
      ["from=1999-12-31&to=2026-11-01", "from"],
      ["from=2020-01-01&to=2026-11-01", "to"],
      ["from=2026-10-01&to=2026-11-30&bucket=hour", "bucket"],
      ["from=2026-10-01&to=2026-10-02&bucket=year", "bucket"],
      ["from=2026-10-01&from=2026-10-02&to=2026-10-03", "from"],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/analytics/leads?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toEqual(expect.any(String));
      expect(Object.keys(res.body.errors), query).toContain(field);
    }
    const funnel = await get("/api/analytics/funnel?from=2026-11-02&to=2026-11-01");
    expect(funnel.status).toBe(400);
    expect(funnel.body.errors).toHaveProperty("to");
  });

  it("is the office's and the admin's: a sales rep at their own leads and a technician are refused", async () => {
    const path = "/api/analytics/leads?from=2026-10-30&to=2026-11-02";
    expect((await get(path, officeCookie)).status).toBe(200);
    expect((await get(path, salesCookie)).status).toBe(403);
    expect((await get(path, technicianCookie)).status).toBe(403);
    expect((await get("/api/analytics/funnel?from=2026-10-30&to=2026-11-02", technicianCookie)).status).toBe(403);
  });
});

describe("GET /api/analytics/speed-to-lead", () => {
  it("counts office hours to first contact, the share within 5 minutes and within the promise", async () => {
    const db = testApp.services.db;
    const lead = (arrived: string, contacted: string | null, fields = {}) =>
      insertLead(db, {
        createdAt: new Date(arrived),
        firstContactedAt: contacted ? new Date(contacted) : null,
        status: contacted ? "contacted" : "new",
        ...fields,
      });
    // The office is open Monday to Friday, 08:00 to 17:00 Pacific.
    await lead("2026-09-14T09:00:00-07:00", "2026-09-14T09:03:00-07:00"); // 3 minutes
    await lead("2026-09-14T16:30:00-07:00", "2026-09-15T09:00:00-07:00"); // 0.5 + 1 hours
    await lead("2026-09-18T20:00:00-07:00", "2026-09-21T08:30:00-07:00"); // after hours on a Friday: 0.5 hours
    await lead("2026-09-15T10:00:00-07:00", "2026-09-17T12:00:00-07:00"); // 7 + 9 + 4 hours, past the promise
    await lead("2026-09-16T10:00:00-07:00", null);
    await lead("2026-09-16T10:00:00-07:00", "2026-09-16T10:01:00-07:00", { isSpam: true });

    const res = await get("/api/analytics/speed-to-lead?from=2026-09-14&to=2026-09-20");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      timeZone: "America/Los_Angeles",
      weekStartsOn: "monday",
      from: "2026-09-14",
      to: "2026-09-20",
      leads: 5,
      contacted: 4,
      within5Minutes: 1,
      withinPromise: 3,
      medianHours: 0.5,
      p90Hours: 20,
    });
  });
});

/** The pipeline's stages after arrival, by rank; a lead's path is the stages it entered, in order. */
const stages = ["new", "contacted", "site_visit_scheduled", "proposal_sent", "won", "lost"] as const;
type Stage = (typeof stages)[number];
const HOUR = 60 * 60 * 1000;

/** A lead as it moved: its stages (each later than the one before), and whether first contact was recorded. */
async function insertLeadWithPath(arrivedAt: Date, path: Stage[], contacted: boolean) {
  const db = testApp.services.db;
  const status = path.at(-1) ?? "new";
  const lead = await insertLead(db, {
    createdAt: arrivedAt,
    status,
    lostReason: status === "lost" ? "Went elsewhere" : null,
    firstContactedAt: contacted ? new Date(arrivedAt.getTime() + HOUR) : null,
  });
  const entered = ["new" as Stage, ...path].map((stage, index) => ({
    leadId: lead.id,
    status: stage,
    enteredAt: new Date(arrivedAt.getTime() + index * 24 * HOUR),
  }));
  if (path.length > 0) {
    await db
      .insert(leadStageHistory)
      .values(entered.map((row, index) => ({ ...row, leftAt: entered[index + 1]?.enteredAt ?? null })));
  }
  return lead;
}

describe("GET /api/analytics/funnel", () => {
  it("follows the range's cohort to each step, with the median days from the step before", async () => {
    const day = (n: number) => new Date(Date.parse("2027-02-01T10:00:00-08:00") + n * 24 * HOUR);
    await insertLeadWithPath(day(0), ["contacted", "site_visit_scheduled", "proposal_sent", "won"], true);
    await insertLeadWithPath(day(1), ["contacted", "site_visit_scheduled", "lost"], true);
    await insertLeadWithPath(day(2), ["lost"], false);
    await insertLeadWithPath(day(3), [], false);
    // A lead that arrived before the range is no part of its cohort, however far it got.
    await insertLeadWithPath(day(-1), ["contacted", "site_visit_scheduled", "proposal_sent", "won"], true);

    const res = await get("/api/analytics/funnel?from=2027-02-01&to=2027-02-28");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      timeZone: "America/Los_Angeles",
      weekStartsOn: "monday",
      from: "2027-02-01",
      to: "2027-02-28",
      cohort: 4,
      steps: [
        // First contact an hour after arrival (its stage a day after), the site visit 47 hours after that.
        { status: "contacted", count: 2, rate: 0.5, medianDays: 0 },
        { status: "site_visit_scheduled", count: 2, rate: 0.5, medianDays: 2 },
        { status: "proposal_sent", count: 1, rate: 0.25, medianDays: 1 },
        { status: "won", count: 1, rate: 0.25, medianDays: 1 },
      ],
    });
  });

  it("never has a rate above 1 or above the step before, whatever paths the leads took", async () => {
    const path = fc
      .tuple(fc.subarray(["contacted", "site_visit_scheduled", "proposal_sent", "won"] as Stage[]), fc.boolean())
      .map(([forward, lost]) => (lost && forward.at(-1) !== "won" ? [...forward, "lost" as Stage] : forward));
    const lead = fc.record({ path, contacted: fc.boolean() });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(lead, { maxLength: 6 }), async (leads) => {
        // Each run its own office day, so runs never share a cohort.
        run += 1;
        const dayOf = new Date(Date.UTC(2030, 0, run)).toISOString().slice(0, 10);
        for (const { path: stagesEntered, contacted } of leads) {
          await insertLeadWithPath(new Date(`${dayOf}T12:00:00-08:00`), stagesEntered, contacted);
        }
        const res = await get(`/api/analytics/funnel?from=${dayOf}&to=${dayOf}`);
        expect(res.body.cohort).toBe(leads.length);
        let previousRate = 1;
        res.body.steps.forEach((step: { status: Stage; count: number; rate: number }) => {
          const rank = stages.indexOf(step.status);
          const reached = leads.filter(
            (one) =>
              one.path.some((stage) => stage !== "lost" && stages.indexOf(stage) >= rank) ||
              (step.status === "contacted" && one.contacted),
          ).length;
          expect(step.count).toBe(reached);
          expect(step.rate).toBeGreaterThanOrEqual(0);
          expect(step.rate).toBeLessThanOrEqual(previousRate);
          previousRate = step.rate;
        });
      }),
      { numRuns: 25 },
    );
  });
});
