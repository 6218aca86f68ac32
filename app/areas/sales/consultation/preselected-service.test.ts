import { describe, expect, it } from "vitest";
import { preselectedService } from "./preselected-service.ts";

describe("preselectedService", () => {
  it("maps service page slugs", () => {
    expect(preselectedService("repairs")).toBe("Solar Repair");
    expect(preselectedService("maintenance")).toBe("System Maintenance");
    expect(preselectedService("energy-conservation")).toBe("Consultation");
    for (const slug of [
      "residential-solar",
      "commercial-solar",
      "hybrid-solar",
      "battery-storage",
      "lithium-battery",
    ]) {
      expect(preselectedService(slug)).toBe("New Solar Installation");
    }
  });

  it("accepts a serviceNeeded value and ignores anything else", () => {
    expect(preselectedService("System Maintenance")).toBe("System Maintenance");
    expect(preselectedService("solar repair")).toBe("Solar Repair");
    expect(preselectedService("pool-cleaning")).toBeUndefined();
    expect(preselectedService(null)).toBeUndefined();
  });
});
