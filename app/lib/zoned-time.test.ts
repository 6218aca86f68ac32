import { describe, expect, it } from "vitest";
import { zonedParts, zonedTimeToInstant } from "./zoned-time.ts";

const LA = "America/Los_Angeles";
const instant = (local: Parameters<typeof zonedTimeToInstant>[0]) => zonedTimeToInstant(local, LA).toISOString();

describe("wall-clock time in the company's zone", () => {
  it("reads an instant as Redding's wall clock, weekday included", () => {
    expect(zonedParts(new Date("2026-07-04T20:00:00Z"), LA)).toEqual({
      year: 2026,
      month: 7,
      day: 4,
      hour: 13,
      minute: 0,
      second: 0,
      weekday: 6,
    });
    expect(zonedParts(new Date("2026-01-01T07:59:59Z"), LA)).toMatchObject({
      year: 2025,
      month: 12,
      day: 31,
      hour: 23,
    });
  });

  it("names the instant of a local time on either side of both DST changes", () => {
    expect(instant({ year: 2026, month: 3, day: 7, hour: 9 })).toBe("2026-03-07T17:00:00.000Z");
    expect(instant({ year: 2026, month: 3, day: 8, hour: 9 })).toBe("2026-03-08T16:00:00.000Z");
    expect(instant({ year: 2026, month: 10, day: 31, hour: 9 })).toBe("2026-10-31T16:00:00.000Z");
    expect(instant({ year: 2026, month: 11, day: 1, hour: 9 })).toBe("2026-11-01T17:00:00.000Z");
  });

  it("moves a skipped time forward and takes the first of a repeated one", () => {
    expect(instant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 })).toBe("2026-03-08T10:30:00.000Z");
    expect(instant({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 })).toBe("2026-11-01T08:30:00.000Z");
  });

  it("lets the day overflow into the next month", () => {
    expect(instant({ year: 2026, month: 11, day: 32, hour: 8 })).toBe("2026-12-02T16:00:00.000Z");
  });
});
