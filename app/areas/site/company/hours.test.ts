import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { hoursLines } from "./hours.ts";

describe("hours", () => {
  it("groups days with the same hours", () => {
    expect(hoursLines(company.officeHours)).toEqual([{ days: "Monday – Friday", hours: "8:00 AM – 5:00 PM" }]);
    expect(hoursLines(company.fieldServiceHours)).toEqual([
      { days: "Monday – Friday", hours: "8:00 AM – 6:00 PM" },
      { days: "Saturday", hours: "9:00 AM – 4:00 PM" },
    ]);
  });
});
