import { describe, expect, it } from "vitest";
import { formatOfficeDate, formatOfficeTime } from "./office-time.ts";

describe("office time", () => {
  it("shows an instant as Redding reads it, with the zone", () => {
    expect(formatOfficeTime(new Date("2025-01-15T17:05:00Z"))).toBe("Jan 15, 2025, 9:05 AM PST");
    expect(formatOfficeTime(new Date("2025-07-15T23:30:00Z"))).toBe("Jul 15, 2025, 4:30 PM PDT");
    expect(formatOfficeDate(new Date("2025-07-16T03:00:00Z"))).toBe("Jul 15, 2025");
  });
});
