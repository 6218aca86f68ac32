import { describe, expect, it } from "vitest";
import type { OpeningHours } from "#app/content/company.ts";
import { addBusinessTime, businessHoursBetween, openAtOrAfter, type BusinessCalendar } from "./business-hours.ts";
import type { HolidayRule } from "./holidays.ts";

const LA = "America/Los_Angeles";
const HOUR = 60 * 60 * 1000;
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const weekdayHours: OpeningHours[] = weekdays.map((day) => ({ day, opens: "08:00", closes: "17:00" }));
const office: BusinessCalendar = { hours: weekdayHours, holidays: [], timeZone: LA };
const thanksgiving: HolidayRule[] = [
  { name: "Thanksgiving Day", month: 11, weekday: "Thursday", week: 4 },
  { name: "Day after Thanksgiving", month: 11, weekday: "Thursday", week: 4, daysAfter: 1 },
];
const closedForThanksgiving: BusinessCalendar = { ...office, holidays: thanksgiving };
const hours = (start: string, end: string) => businessHoursBetween(new Date(start), new Date(end), office);

describe("businessHoursBetween", () => {
  it("counts the open part of a working day", () => {
    expect(hours("2025-03-04T10:00:00-08:00", "2025-03-04T15:30:00-08:00")).toBe(5.5);
  });

  it("starts an after-hours submission at the next opening", () => {
    expect(hours("2025-03-04T18:00:00-08:00", "2025-03-05T09:00:00-08:00")).toBe(1);
    expect(hours("2025-03-04T06:00:00-08:00", "2025-03-04T08:30:00-08:00")).toBe(0.5);
  });

  it("skips the weekend", () => {
    expect(hours("2025-02-28T16:00:00-08:00", "2025-03-03T09:00:00-08:00")).toBe(2);
    expect(hours("2025-03-01T10:00:00-08:00", "2025-03-02T16:00:00-08:00")).toBe(0);
  });

  it("counts a whole week as 45 hours", () => {
    expect(hours("2025-03-03T00:00:00-08:00", "2025-03-10T00:00:00-07:00")).toBe(45);
  });

  it("reads office hours in local time across the spring DST change", () => {
    // Friday 16:00 PST to Monday 09:00 PDT: 64 hours on the clock, 2 in the office.
    expect(hours("2025-03-07T16:00:00-08:00", "2025-03-10T09:00:00-07:00")).toBe(2);
    expect(hours("2025-03-10T08:00:00-07:00", "2025-03-10T17:00:00-07:00")).toBe(9);
  });

  it("reads office hours in local time across the autumn DST change", () => {
    expect(hours("2025-10-31T16:00:00-07:00", "2025-11-03T09:00:00-08:00")).toBe(2);
  });

  it("counts real hours when an opening interval spans a DST change", () => {
    const night: BusinessCalendar = {
      hours: [{ day: "Sunday", opens: "00:00", closes: "04:00" }],
      holidays: [],
      timeZone: LA,
    };
    const between = (a: string, b: string) => businessHoursBetween(new Date(a), new Date(b), night);
    expect(between("2025-03-08T12:00:00-08:00", "2025-03-10T12:00:00-07:00")).toBe(3);
    expect(between("2025-11-01T12:00:00-07:00", "2025-11-03T12:00:00-08:00")).toBe(5);
  });

  it("follows the zone it is given", () => {
    expect(
      businessHoursBetween(new Date("2025-03-04T08:00:00Z"), new Date("2025-03-04T20:00:00Z"), {
        ...office,
        timeZone: "UTC",
      }),
    ).toBe(9);
  });

  it("skips the holidays", () => {
    // Wednesday before Thanksgiving 2026 to the Monday after: Thursday, Friday and the weekend closed.
    const between = (a: string, b: string) => businessHoursBetween(new Date(a), new Date(b), closedForThanksgiving);
    expect(between("2026-11-25T16:00:00-08:00", "2026-11-30T09:00:00-08:00")).toBe(2);
    expect(between("2026-11-26T08:00:00-08:00", "2026-11-27T17:00:00-08:00")).toBe(0);
  });

  it("is zero when the end is not after the start", () => {
    expect(hours("2025-03-04T12:00:00-08:00", "2025-03-04T12:00:00-08:00")).toBe(0);
    expect(hours("2025-03-04T12:00:00-08:00", "2025-03-04T10:00:00-08:00")).toBe(0);
  });
});

describe("openAtOrAfter", () => {
  const opening = (at: string, calendar = office) => openAtOrAfter(new Date(at), calendar)?.toISOString();

  it("keeps an instant inside office hours, the opening minute included", () => {
    expect(opening("2025-03-04T10:15:00-08:00")).toBe("2025-03-04T18:15:00.000Z");
    expect(opening("2025-03-04T08:00:00-08:00")).toBe("2025-03-04T16:00:00.000Z");
  });

  it("moves closing time, nights and weekends to the next opening", () => {
    expect(opening("2025-03-04T17:00:00-08:00")).toBe("2025-03-05T16:00:00.000Z");
    expect(opening("2025-02-28T20:00:00-08:00")).toBe("2025-03-03T16:00:00.000Z");
    // The weekend of the spring change: Monday opens at 08:00 PDT.
    expect(opening("2025-03-08T12:00:00-08:00")).toBe("2025-03-10T15:00:00.000Z");
  });

  it("moves a holiday to the next opening", () => {
    expect(opening("2026-11-26T09:00:00-08:00", closedForThanksgiving)).toBe("2026-11-30T16:00:00.000Z");
  });

  it("is null when the hours name no day", () => {
    expect(openAtOrAfter(new Date(), { ...office, hours: [] })).toBeNull();
  });
});

describe("addBusinessTime", () => {
  const after = (start: string, hours: number, calendar = office) =>
    addBusinessTime(new Date(start), hours * HOUR, calendar)?.toISOString();

  it("adds open time within a day, and ends a span that runs out at closing time at the closing", () => {
    expect(after("2025-03-04T10:00:00-08:00", 4)).toBe("2025-03-04T22:00:00.000Z");
    expect(after("2025-03-04T08:00:00-08:00", 9)).toBe("2025-03-05T01:00:00.000Z");
  });

  it("starts after hours at the next opening and carries over nights and weekends", () => {
    expect(after("2025-03-04T20:00:00-08:00", 2)).toBe("2025-03-05T18:00:00.000Z");
    // Friday 15:00 plus 4 hours: 2 on Friday, 2 on Monday.
    expect(after("2025-02-28T15:00:00-08:00", 4)).toBe("2025-03-03T18:00:00.000Z");
  });

  it("reads the opening in local time across both DST changes", () => {
    // Friday 16:00 PST plus 2 hours: Monday 09:00 PDT.
    expect(after("2026-03-06T16:00:00-08:00", 2)).toBe("2026-03-09T16:00:00.000Z");
    // Friday 16:00 PDT plus 2 hours: Monday 09:00 PST.
    expect(after("2026-10-30T16:00:00-07:00", 2)).toBe("2026-11-02T17:00:00.000Z");
  });

  it("skips the holidays", () => {
    expect(after("2026-11-25T16:00:00-08:00", 2, closedForThanksgiving)).toBe("2026-11-30T17:00:00.000Z");
  });

  it("is the start for no time, and null when the hours name no day", () => {
    expect(after("2025-03-04T20:00:00-08:00", 0)).toBe("2025-03-05T04:00:00.000Z");
    expect(after("2025-03-04T10:00:00-08:00", 1, { ...office, hours: [] })).toBeUndefined();
  });

  it("is the inverse of businessTimeBetween", () => {
    const start = new Date("2026-10-28T13:17:00-07:00");
    for (const hours of [0.25, 3, 9, 17.5, 45, 90]) {
      const end = addBusinessTime(start, hours * HOUR, closedForThanksgiving)!;
      expect(businessHoursBetween(start, end, closedForThanksgiving), String(hours)).toBe(hours);
    }
  });
});
