import { describe, expect, it } from "vitest";
import { clockLabel, hourRows, isClosedHour, laneLayout, type CalendarDay } from "./calendar-layout.ts";

const weekday: CalendarDay = { date: "2026-03-09", open: [{ opens: 8 * 60, closes: 18 * 60 }], closedReason: null };
const saturday: CalendarDay = { date: "2026-03-14", open: [{ opens: 9 * 60, closes: 16 * 60 }], closedReason: null };
const at = (startMinute: number, endMinute: number) => ({ startMinute, endMinute });

describe("the appointments calendar's grid", () => {
  it("labels minutes after midnight as a 12-hour clock", () => {
    expect([0, 9 * 60 + 5, 12 * 60, 13 * 60 + 30, 24 * 60 - 1].map(clockLabel)).toEqual([
      "12:00 AM",
      "9:05 AM",
      "12:00 PM",
      "1:30 PM",
      "11:59 PM",
    ]);
  });

  it("has a row per hour of the week's openings, widened to anything placed outside them", () => {
    const usualHours = [...weekday.open, ...saturday.open];
    expect(hourRows({ usualHours, entries: [], blocks: [] })).toEqual(
      Array.from({ length: 10 }, (_, i) => (8 + i) * 60),
    );
    const early = { id: "b", date: weekday.date, reason: "Training", ...at(7 * 60 + 30, 8 * 60 + 30) };
    expect(hourRows({ usualHours, entries: [], blocks: [early] })[0]).toBe(7 * 60);
    expect(hourRows({ usualHours: [], entries: [], blocks: [] })).toEqual([]);
  });

  it("shades the hours wholly outside a day's opening, and every hour of a closed day", () => {
    expect(isClosedHour(saturday, 8 * 60)).toBe(true);
    expect(isClosedHour(saturday, 9 * 60)).toBe(false);
    expect(isClosedHour(saturday, 16 * 60)).toBe(true);
    expect(isClosedHour({ ...weekday, open: [], closedReason: "Holiday" }, 10 * 60)).toBe(true);
    expect(isClosedHour({ ...weekday, open: [{ opens: 8 * 60 + 30, closes: 17 * 60 }] }, 8 * 60)).toBe(false);
  });

  it("puts overlapping appointments side by side and reuses a lane once it is free", () => {
    const { lanes, placed } = laneLayout([at(9 * 60, 10 * 60), at(9 * 60 + 30, 10 * 60 + 30), at(10 * 60, 11 * 60)]);
    expect(lanes).toBe(2);
    expect(placed.map(({ entry, lane }) => [entry.startMinute, lane])).toEqual([
      [9 * 60, 0],
      [9 * 60 + 30, 1],
      [10 * 60, 0],
    ]);
    expect(laneLayout([]).lanes).toBe(1);
  });
});
