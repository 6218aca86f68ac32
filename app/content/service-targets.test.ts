import { describe, expect, it } from "vitest";
import { serviceTargets, serviceTargetsFor, ticketPriorities } from "./service-targets.ts";

describe("service targets", () => {
  it("answer an emergency within 2 hours around the clock, whatever its priority", () => {
    for (const priority of ticketPriorities) {
      expect(serviceTargetsFor("emergency", priority).response).toEqual({ calendar: "aroundTheClock", hours: 2 });
    }
    expect(serviceTargets.emergency.defaultPriority).toBe("urgent");
  });

  it("rescue an orphaned system within 7 days around the clock, whatever its priority", () => {
    for (const priority of ticketPriorities) {
      expect(serviceTargetsFor("orphaned_system_rescue", priority).resolution).toEqual({
        calendar: "aroundTheClock",
        days: 7,
      });
    }
  });

  it("fix a repair within one office day (9 business hours) unless its priority is low", () => {
    expect(serviceTargetsFor("repair")).toEqual({
      response: { calendar: "businessHours", hours: 4 },
      resolution: { calendar: "businessHours", hours: 9 },
    });
    expect(serviceTargetsFor("repair", "normal").resolution).toEqual({ calendar: "businessHours", hours: 9 });
    expect(serviceTargetsFor("repair", "low").resolution).toEqual({ calendar: "businessHours", hours: 18 });
  });

  it("count every other target in business hours", () => {
    for (const type of ["inspection", "warranty", "other"] as const) {
      expect(serviceTargetsFor(type)).toEqual({
        response: { calendar: "businessHours", hours: 9 },
        resolution: { calendar: "businessHours", hours: 45 },
      });
      expect(serviceTargetsFor(type, "urgent")).toEqual({
        response: { calendar: "businessHours", hours: 2 },
        resolution: { calendar: "businessHours", hours: 9 },
      });
    }
  });
});
