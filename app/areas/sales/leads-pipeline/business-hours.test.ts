import { describe, expect, it } from "vitest";
import type { OpeningHours } from "#app/content/company.ts";
import { businessHoursBetween, openAtOrAfter } from "./business-hours.ts";

const LA = "America/Los_Angeles";
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const office: OpeningHours[] = weekdays.map((day) => ({ day, opens: "08:00", closes: "17:00" }));
const hours = (start: string, end: string) => businessHoursBetween(new Date(start), new Date(end), office, LA);

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
    const night: OpeningHours[] = [{ day: "Sunday", opens: "00:00", closes: "04:00" }];
    const between = (a: string, b: string) => businessHoursBetween(new Date(a), new Date(b), night, LA);
    expect(between("2025-03-08T12:00:00-08:00", "2025-03-10T12:00:00-07:00")).toBe(3);
    expect(between("2025-11-01T12:00:00-07:00", "2025-11-03T12:00:00-08:00")).toBe(5);
  });

  it("follows the zone it is given", () => {
    expect(
      businessHoursBetween(new Date("2025-03-04T08:00:00Z"), new Date("2025-03-04T20:00:00Z"), office, "UTC"),
    ).toBe(9);
  });

  it("is zero when the end is not after the start", () => {
    expect(hours("2025-03-04T12:00:00-08:00", "2025-03-04T12:00:00-08:00")).toBe(0);
    expect(hours("2025-03-04T12:00:00-08:00", "2025-03-04T10:00:00-08:00")).toBe(0);
  });
});

describe("openAtOrAfter", () => {
  const opening = (at: string) => openAtOrAfter(new Date(at), office, LA)?.toISOString();

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

  it("is null when the hours name no day", () => {
    expect(openAtOrAfter(new Date(), [], LA)).toBeNull();
  });
});
