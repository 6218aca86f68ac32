import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { formatClockTime, formatOpeningHours } from "./format-hours.ts";

describe("formatClockTime", () => {
  it("writes whole hours without minutes and keeps other minutes", () => {
    expect(formatClockTime("08:00")).toBe("8AM");
    expect(formatClockTime("18:00")).toBe("6PM");
    expect(formatClockTime("12:00")).toBe("12PM");
    expect(formatClockTime("00:00")).toBe("12AM");
    expect(formatClockTime("17:30")).toBe("5:30PM");
    expect(formatClockTime("09:05")).toBe("9:05AM");
  });
});

describe("formatOpeningHours", () => {
  it("gives the SPEC footer lines for the company's field-service hours", () => {
    expect(formatOpeningHours(company.fieldServiceHours)).toEqual(["Mon-Fri 8AM-6PM", "Sat 9AM-4PM"]);
  });

  it("groups only consecutive days with equal hours, whatever the input order", () => {
    expect(
      formatOpeningHours([
        { day: "Wednesday", opens: "08:00", closes: "17:00" },
        { day: "Monday", opens: "08:00", closes: "17:00" },
        { day: "Tuesday", opens: "08:00", closes: "17:00" },
        { day: "Friday", opens: "08:00", closes: "17:00" },
        { day: "Thursday", opens: "10:00", closes: "17:00" },
      ]),
    ).toEqual(["Mon-Wed 8AM-5PM", "Thu 10AM-5PM", "Fri 8AM-5PM"]);
  });

  it("shows nothing for no hours", () => {
    expect(formatOpeningHours([])).toEqual([]);
  });
});
