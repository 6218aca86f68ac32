import { describe, expect, it } from "vitest";
import { efficiencySavings, usageAfterEfficiency } from "./efficiency.ts";
import { compareSavings } from "./savings-comparison.ts";
import { defaultRoiInputs } from "./test-inputs.ts";

const none = { ledBulbs: 0, waterHeaterPeople: 0, smartThermostat: false, poolPump: false, airSealing: false };

describe("efficiencySavings", () => {
  it("computes each measure from its cited figure", () => {
    const savings = efficiencySavings(10_000, {
      ledBulbs: 20,
      waterHeaterPeople: 4,
      smartThermostat: true,
      poolPump: true,
      airSealing: true,
    });
    const kwh = Object.fromEntries(savings.map((s) => [s.id, s.kwh]));
    expect(kwh.led).toBeCloseTo((20 * 45 * 3 * 365) / 1000, 6);
    expect(kwh.heatPumpWaterHeater).toBe(2690);
    expect(kwh.smartThermostat).toBeCloseTo(10_000 * 0.4 * 0.08, 6);
    expect(kwh.poolPump).toBe(750);
    expect(kwh.airSealing).toBeCloseTo(10_000 * 0.4 * 0.15, 6);
  });

  it("counts a one-person home's water heater as the table's smallest household", () => {
    expect(efficiencySavings(5000, { ...none, waterHeaterPeople: 1 })[0]!.kwh).toBe(1350);
  });

  it("never takes use below zero", () => {
    expect(usageAfterEfficiency([100, 100], 500)).toEqual([0, 0]);
    expect(usageAfterEfficiency([0, 0], 10)).toEqual([0, 0]);
    expect(usageAfterEfficiency([300, 100], 100)).toEqual([225, 75]);
  });
});

describe("compareSavings", () => {
  it("lowers the yearly cost step by step: efficiency, then solar, then a battery (PG&E)", () => {
    const comparison = compareSavings(defaultRoiInputs("pge", { batteryKwh: 13.5 }), {
      ...none,
      ledBulbs: 15,
      smartThermostat: true,
    });
    const costs = comparison.scenarios.map((s) => s.yearlyCostCents);
    expect(comparison.scenarios.map((s) => s.id)).toEqual(["today", "efficiency", "solar", "battery"]);
    for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeLessThan(costs[i - 1]!);
    expect(comparison.scenarios[0]!.savingsVsTodayCents).toBe(0);
    expect(comparison.scenarios[1]!.priceCents).toBe(0);
  });

  it("sizes solar for the home after the upgrades", () => {
    const withUpgrades = compareSavings(defaultRoiInputs("reu"), { ...none, airSealing: true, waterHeaterPeople: 4 });
    const without = compareSavings(defaultRoiInputs("reu"), none);
    expect(withUpgrades.scenarios[2]!.systemKw).toBeLessThan(without.scenarios[2]!.systemKw);
  });

  it("on a zero bill, everything costs only the fixed charge and nothing is recommended", () => {
    const comparison = compareSavings(defaultRoiInputs("reu", { usage: { kind: "bill", monthlyBillCents: 0 } }), {
      ...none,
      ledBulbs: 10,
    });
    expect(comparison.efficiencyKwh).toBe(0);
    for (const scenario of comparison.scenarios) expect(scenario.yearlyCostCents).toBe(12 * 1300);
  });
});
