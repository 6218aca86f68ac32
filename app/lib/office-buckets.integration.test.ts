import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { openTestDatabase } from "#tests/support/test-database.ts";
import { countByValues, countPerBucket, type OfficeEvents } from "./office-buckets.server.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** Events given as instants (and a kind each): a VALUES list stands in for an area's table. */
function events(...rows: [at: string, kind?: string][]): OfficeEvents {
  const values = rows.length
    ? sql.join(
        rows.map(([at, kind]) => sql`(${at}::timestamptz, ${kind ?? null}::text)`),
        sql`, `,
      )
    : sql`(null::timestamptz, null::text)`;
  return { at: sql`events.at`, from: sql`(values ${values}) as events(at, kind)`, where: sql`events.at is not null` };
}

describe("countPerBucket", () => {
  it("counts a lead at 23:30 PDT on 31 October 2026 on 31 October, not on the UTC day after", async () => {
    const result = await countPerBucket(
      handle.db,
      events(["2026-10-31T23:30:00-07:00"], ["2026-11-01T00:30:00-07:00"]),
      { from: "2026-10-31", to: "2026-11-01" },
      "day",
    );
    expect(result.buckets).toEqual([
      { start: "2026-10-31", count: 1 },
      { start: "2026-11-01", count: 1 },
    ]);
    expect(result.total).toBe(2);
  });

  it("gives 1 November 2026 (the autumn change) 25 hourly rows and 8 March 2026 (the spring change) 23", async () => {
    const autumn = await countPerBucket(handle.db, events(), { from: "2026-11-01", to: "2026-11-01" }, "hour");
    expect(autumn.buckets).toHaveLength(25);
    expect(autumn.buckets[0]!.start).toBe("2026-11-01T07:00:00Z");
    // 23:00 PST on 1 November.
    expect(autumn.buckets.at(-1)!.start).toBe("2026-11-02T07:00:00Z");
    const spring = await countPerBucket(handle.db, events(), { from: "2026-03-08", to: "2026-03-08" }, "hour");
    expect(spring.buckets).toHaveLength(23);
  });

  it("counts the two 01:30s of the autumn change in two hours of that day", async () => {
    const result = await countPerBucket(
      handle.db,
      events(["2026-11-01T01:30:00-07:00"], ["2026-11-01T01:30:00-08:00"]),
      { from: "2026-11-01", to: "2026-11-01" },
      "hour",
    );
    const counted = result.buckets.filter((bucket) => bucket.count > 0);
    expect(counted).toEqual([
      { start: "2026-11-01T08:00:00Z", count: 1 },
      { start: "2026-11-01T09:00:00Z", count: 1 },
    ]);
  });

  it("starts weeks on Monday and fills the empty ones", async () => {
    // Sunday 1 November 2026 belongs to the week of Monday 26 October; Monday 2 November starts the next.
    const result = await countPerBucket(
      handle.db,
      events(["2026-11-01T12:00:00-08:00"], ["2026-11-02T09:00:00-08:00"]),
      { from: "2026-10-28", to: "2026-11-18" },
      "week",
    );
    expect(result.buckets).toEqual([
      { start: "2026-10-26", count: 1 },
      { start: "2026-11-02", count: 1 },
      { start: "2026-11-09", count: 0 },
      { start: "2026-11-16", count: 0 },
    ]);
  });

  it("buckets months at the office and leaves out what falls outside the range", async () => {
    const result = await countPerBucket(
      handle.db,
      events(
        ["2026-01-31T23:59:00-08:00"],
        ["2026-02-01T00:00:00-08:00"],
        ["2026-03-31T23:00:00-07:00"],
        ["2026-04-01T00:00:00-07:00"],
      ),
      { from: "2026-01-15", to: "2026-03-31" },
      "month",
    );
    expect(result.buckets).toEqual([
      { start: "2026-01-01", count: 1 },
      { start: "2026-02-01", count: 1 },
      { start: "2026-03-01", count: 1 },
    ]);
    expect(result.total).toBe(3);
  });

  it("makes every day's count the number of its events, through both changes of 2026", async () => {
    // One event every 97 minutes from 1 March to 10 November 2026, counted again per day in JavaScript at the office.
    const instants: string[] = [];
    for (let t = Date.parse("2026-03-01T08:00:00Z"); t < Date.parse("2026-11-11T08:00:00Z"); t += 97 * 60_000) {
      instants.push(new Date(t).toISOString());
    }
    const officeDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" });
    const expected = new Map<string, number>();
    for (const at of instants) {
      const day = officeDay.format(new Date(at));
      expected.set(day, (expected.get(day) ?? 0) + 1);
    }
    const result = await countPerBucket(
      handle.db,
      events(...instants.map((at): [string] => [at])),
      { from: "2026-03-01", to: "2026-11-10" },
      "day",
    );
    expect(result.buckets).toHaveLength(255);
    expect(Object.fromEntries(result.buckets.map((bucket) => [bucket.start, bucket.count]))).toEqual(
      Object.fromEntries(expected),
    );
    expect(result.total).toBe(instants.length);
  });
});

describe("countByValues", () => {
  it("counts the range's events by each of several values in one pass, most first, unknown last", async () => {
    const result = await countByValues(
      handle.db,
      events(
        ["2026-10-31T10:00:00-07:00", "web"],
        ["2026-10-31T11:00:00-07:00", "web"],
        ["2026-10-31T12:00:00-07:00"],
        ["2026-10-31T13:00:00-07:00"],
        ["2026-10-31T14:00:00-07:00"],
        ["2026-11-01T09:00:00-07:00", "phone"],
      ),
      { kind: sql`events.kind`, morning: sql`extract(hour from events.at at time zone 'America/Los_Angeles') < 11.5` },
      { from: "2026-10-31", to: "2026-10-31" },
    );
    expect(result).toEqual({
      // An unknown value comes last, though there are more of it.
      kind: [
        { value: "web", count: 2 },
        { value: null, count: 3 },
      ],
      morning: [
        { value: "false", count: 3 },
        { value: "true", count: 2 },
      ],
    });
  });
});
