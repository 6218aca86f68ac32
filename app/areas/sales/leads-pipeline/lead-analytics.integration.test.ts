import fc from "fast-check";
import { and, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { businessHoursBetween } from "#app/lib/business-hours.ts";
import { insertLead } from "#tests/support/leads.ts";
import { openTestDatabase } from "#tests/support/test-database.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { speedToLead } from "./lead-analytics.server.ts";
import { leadResponsePolicy, responseDeadline } from "./response-sla.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** The percentile of sorted values by the nearest rank. */
const nearestRank = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? null : sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
const roundHours = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

describe("speedToLead", () => {
  it("counts in one statement what the promise's calendar counts lead by lead, across a DST change and holidays", async () => {
    const { db } = handle;
    // In 2031 the clocks go back on 2 November, and the office closes for Thanksgiving on 27 and 28 November.
    const days = { from: "2031-10-27", to: "2031-12-05" };
    const windowStart = Date.parse("2031-10-27T00:00:00-07:00");
    const windowEnd = Date.parse("2031-12-06T00:00:00-08:00");
    const arrival = fc.record({
      arrivedAfter: fc.integer({ min: 0, max: windowEnd - windowStart - 1 }),
      contactedAfter: fc.option(fc.integer({ min: 0, max: 10 * 24 * 3600 * 1000 })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(arrival, { minLength: 1, maxLength: 8 }), async (arrivals) => {
        await db
          .delete(leads)
          .where(and(gte(leads.createdAt, new Date(windowStart)), lt(leads.createdAt, new Date(windowEnd))));
        const made = arrivals.map(({ arrivedAfter, contactedAfter }) => {
          const createdAt = new Date(windowStart + arrivedAfter);
          const firstContactedAt = contactedAfter === null ? null : new Date(createdAt.getTime() + contactedAfter);
          return { createdAt, firstContactedAt };
        });
        for (const one of made) await insertLead(db, { ...one, status: one.firstContactedAt ? "contacted" : "new" });
        const contacted = made.filter((one) => one.firstContactedAt !== null);
        const hours = contacted
          .map((one) => businessHoursBetween(one.createdAt, one.firstContactedAt!, leadResponsePolicy.calendar))
          .sort((a, b) => a - b);
        expect(await speedToLead(db, days)).toEqual({
          leads: made.length,
          contacted: contacted.length,
          within5Minutes: hours.filter((value) => value <= 5 / 60).length,
          withinPromise: contacted.filter((one) => one.firstContactedAt! <= responseDeadline(one.createdAt)!).length,
          medianHours: roundHours(nearestRank(hours, 0.5)),
          p90Hours: roundHours(nearestRank(hours, 0.9)),
        });
      }),
      { numRuns: 30 },
    );
  });
});
