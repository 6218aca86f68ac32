import { describe, expect, it } from "vitest";
import { preselectedService, serviceChoices } from "./preselected-service.ts";

describe("preselectedService", () => {
  it("maps service page slugs", () => {
    expect(preselectedService("repairs")).toBe("Solar Repair");
    expect(preselectedService("maintenance")).toBe("System Maintenance");
    expect(preselectedService("energy-conservation")).toBe("Consultation");
    expect(preselectedService("battery-storage")).toBe("Battery Storage");
    for (const slug of ["residential-solar", "commercial-solar", "hybrid-solar", "lithium-battery"]) {
      expect(preselectedService(slug)).toBe("New Solar Installation");
    }
  });

  it("accepts a serviceNeeded value and ignores anything else", () => {
    expect(preselectedService("System Maintenance")).toBe("System Maintenance");
    expect(preselectedService("solar repair")).toBe("Solar Repair");
    expect(preselectedService("Battery Storage")).toBe("Battery Storage");
    expect(preselectedService("pool-cleaning")).toBeUndefined();
    expect(preselectedService(null)).toBeUndefined();
  });

  it("offers SPEC's four services, and Battery Storage after them only when it is preselected", () => {
    const four = ["New Solar Installation", "Solar Repair", "System Maintenance", "Consultation"];
    expect(serviceChoices(undefined)).toEqual(four);
    expect(serviceChoices("Solar Repair")).toEqual(four);
    expect(serviceChoices("Battery Storage")).toEqual([...four, "Battery Storage"]);
  });
});
