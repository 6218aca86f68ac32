import { expect, it } from "vitest";
import { formatClock } from "./clock.ts";

it("writes 24-hour times on a 12-hour clock", () => {
  expect(formatClock("08:00")).toBe("8:00 AM");
  expect(formatClock("12:00")).toBe("12:00 PM");
  expect(formatClock("17:30")).toBe("5:30 PM");
  expect(formatClock("00:15")).toBe("12:15 AM");
});
