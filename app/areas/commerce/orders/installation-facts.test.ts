import { describe, expect, it } from "vitest";
import { installationFacts } from "./installation-facts.ts";

const panel = { category: "solar_panels" as const, specs: { powerW: 400 } };
const battery = { category: "batteries" as const, specs: { usableKwh: 13.5 } };

describe("installationFacts", () => {
  it("files panels as a new installation with their total size, a battery alone as battery storage", () => {
    expect(
      installationFacts([
        { ...panel, quantity: 20 },
        { ...battery, quantity: 1 },
      ]),
    ).toEqual({
      serviceNeeded: "New Solar Installation",
      systemSizeKw: 8,
      batteryKwh: 13.5,
    });
    expect(installationFacts([{ ...battery, quantity: 2 }])).toEqual({
      serviceNeeded: "Battery Storage",
      systemSizeKw: null,
      batteryKwh: 27,
    });
  });

  it("files a maintenance plan alone as maintenance", () => {
    expect(installationFacts([{ category: "maintenance_plans", specs: {}, quantity: 1 }]).serviceNeeded).toBe(
      "System Maintenance",
    );
  });
});
