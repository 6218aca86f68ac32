import { describe, expect, it } from "vitest";
import { observedHolidays } from "#app/lib/holidays.ts";
import { officeCalendar, officeHolidays } from "./office-calendar.ts";

const closedOn = (year: number) => [...observedHolidays(year, officeHolidays).entries()].sort();

describe("the office's holidays", () => {
  // The dates as OPM publishes them for the federal holidays the office closes on, and the day after Thanksgiving.
  it("close the office on these days in 2026", () => {
    expect(closedOn(2026)).toEqual([
      ["2026-01-01", "New Year's Day"],
      ["2026-05-25", "Memorial Day"],
      ["2026-07-03", "Independence Day"],
      ["2026-09-07", "Labor Day"],
      ["2026-11-26", "Thanksgiving Day"],
      ["2026-11-27", "Day after Thanksgiving"],
      ["2026-12-25", "Christmas Day"],
    ]);
  });

  it("close the office on these days in 2027, New Year's Day 2028 among them", () => {
    expect(closedOn(2027)).toEqual([
      ["2027-01-01", "New Year's Day"],
      ["2027-05-31", "Memorial Day"],
      ["2027-07-05", "Independence Day"],
      ["2027-09-06", "Labor Day"],
      ["2027-11-25", "Thanksgiving Day"],
      ["2027-11-26", "Day after Thanksgiving"],
      ["2027-12-24", "Christmas Day"],
      ["2027-12-31", "New Year's Day"],
    ]);
  });

  it("close the office on these days in 2028", () => {
    expect(closedOn(2028)).toEqual([
      ["2028-05-29", "Memorial Day"],
      ["2028-07-04", "Independence Day"],
      ["2028-09-04", "Labor Day"],
      ["2028-11-23", "Thanksgiving Day"],
      ["2028-11-24", "Day after Thanksgiving"],
      ["2028-12-25", "Christmas Day"],
    ]);
  });

  it("belong to the office calendar, with its weekday hours in Pacific time", () => {
    expect(officeCalendar.holidays).toBe(officeHolidays);
    expect(officeCalendar.timeZone).toBe("America/Los_Angeles");
    expect(officeCalendar.hours.map((entry) => `${entry.day} ${entry.opens}-${entry.closes}`)).toEqual([
      "Monday 08:00-17:00",
      "Tuesday 08:00-17:00",
      "Wednesday 08:00-17:00",
      "Thursday 08:00-17:00",
      "Friday 08:00-17:00",
    ]);
  });
});
