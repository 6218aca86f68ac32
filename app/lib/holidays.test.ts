import { describe, expect, it } from "vitest";
import { isHoliday, observedHolidays, type HolidayRule } from "./holidays.ts";

const days = (year: number, rules: HolidayRule[]) => [...observedHolidays(year, rules).keys()].sort();

describe("observedHolidays", () => {
  it("observes a fixed date falling on a Saturday on the Friday before, on a Sunday on the Monday after", () => {
    const independence: HolidayRule[] = [{ name: "Independence Day", month: 7, day: 4 }];
    expect(days(2026, independence)).toEqual(["2026-07-03"]);
    expect(days(2027, independence)).toEqual(["2027-07-05"]);
    expect(days(2028, independence)).toEqual(["2028-07-04"]);
  });

  it("puts a New Year's Day falling on a Saturday into the year before", () => {
    const newYear: HolidayRule[] = [{ name: "New Year's Day", month: 1, day: 1 }];
    expect(days(2027, newYear)).toEqual(["2027-01-01", "2027-12-31"]);
    expect(days(2028, newYear)).toEqual([]);
  });

  it("finds the nth and the last weekday of a month, and a day after one", () => {
    const rules: HolidayRule[] = [
      { name: "Martin Luther King Jr. Day", month: 1, weekday: "Monday", week: 3 },
      { name: "Memorial Day", month: 5, weekday: "Monday", week: "last" },
      { name: "Labor Day", month: 9, weekday: "Monday", week: 1 },
      { name: "Thanksgiving Day", month: 11, weekday: "Thursday", week: 4 },
      { name: "Day after Thanksgiving", month: 11, weekday: "Thursday", week: 4, daysAfter: 1 },
    ];
    expect(days(2026, rules)).toEqual(["2026-01-19", "2026-05-25", "2026-09-07", "2026-11-26", "2026-11-27"]);
    // 2027: May has five Mondays, the last on the 31st; September 1 is a Wednesday.
    expect(days(2027, rules)).toEqual(["2027-01-18", "2027-05-31", "2027-09-06", "2027-11-25", "2027-11-26"]);
  });

  it("names each day", () => {
    const rules: HolidayRule[] = [{ name: "Christmas Day", month: 12, day: 25 }];
    expect(observedHolidays(2027, rules).get("2027-12-24")).toBe("Christmas Day");
  });
});

describe("isHoliday", () => {
  const rules: HolidayRule[] = [{ name: "Christmas Day", month: 12, day: 25 }];

  it("is true on the observed day only", () => {
    expect(isHoliday({ year: 2027, month: 12, day: 24 }, rules)).toBe(true);
    expect(isHoliday({ year: 2027, month: 12, day: 25 }, rules)).toBe(false);
    expect(isHoliday({ year: 2026, month: 12, day: 25 }, rules)).toBe(true);
    expect(isHoliday({ year: 2026, month: 12, day: 24 }, rules)).toBe(false);
  });
});
