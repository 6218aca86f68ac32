import { describe, expect, it } from "vitest";
import { defaultCompany } from "../../content/company.ts";
import { formatClock, hoursLines } from "./hours.ts";

describe("hours", () => {
  it("writes 24-hour times on a 12-hour clock", () => {
    expect(formatClock("08:00")).toBe("8:00 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("17:30")).toBe("5:30 PM");
    expect(formatClock("00:15")).toBe("12:15 AM");
  });

  it("groups days with the same hours", () => {
    expect(hoursLines(defaultCompany.officeHours)).toEqual([{ days: "Monday – Friday", hours: "8:00 AM – 5:00 PM" }]);
    expect(hoursLines(defaultCompany.fieldServiceHours)).toEqual([
      { days: "Monday – Friday", hours: "8:00 AM – 6:00 PM" },
      { days: "Saturday", hours: "9:00 AM – 4:00 PM" },
    ]);
  });
});
