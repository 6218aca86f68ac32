import { describe, expect, it } from "vitest";
import { claims } from "#app/content/claims.ts";
import { incentives } from "#app/content/solar-incentives.ts";
import { productionReference, pvwattsLosses, referenceMonthlyKwhPerKw } from "#app/content/solar-production.ts";
import { combinedLossPercent, monthlyKwhPerKw, sum } from "./production.ts";
import { calculateRoi } from "./roi-model.ts";
import { defaultRoiInputs } from "./test-inputs.ts";

describe("production", () => {
  // No published PVWatts figure for Redding is on file: the check figure is our own cross-check run (solar-production.ts).
  it("puts a 1 kW south-facing system in Redding within 10% of the production check figure", () => {
    const annual = sum(monthlyKwhPerKw({ orientation: "s", tilt: "low", shadingLoss: 0 }));
    expect(annual).toBe(sum(referenceMonthlyKwhPerKw));
    expect(Math.abs(annual / productionReference.annualKwhPerKw - 1)).toBeLessThan(0.1);
  });

  it("adds PVWatts' standard losses in the content to 14.08% (each taken from what the one before left)", () => {
    expect(combinedLossPercent(pvwattsLosses)).toBeCloseTo(14.0757, 4);
    expect(combinedLossPercent([{ percent: 10 }, { percent: 10 }])).toBeCloseTo(19, 10);
    expect(combinedLossPercent([])).toBe(0);
  });

  it("applies orientation, tilt and shading factors", () => {
    const south = sum(monthlyKwhPerKw({ orientation: "s", tilt: "low", shadingLoss: 0 }));
    expect(sum(monthlyKwhPerKw({ orientation: "w", tilt: "low", shadingLoss: 0 }))).toBeCloseTo(south * 0.85, 6);
    expect(sum(monthlyKwhPerKw({ orientation: "s", tilt: "flat", shadingLoss: 0.25 }))).toBeCloseTo(
      south * 0.92 * 0.75,
      6,
    );
  });
});

describe("calculateRoi", () => {
  it("degrades production by the chosen rate each year", () => {
    const result = calculateRoi(defaultRoiInputs("reu", { systemKw: 5, degradationPercent: 1 }));
    expect(result.years[1]!.productionKwh / result.years[0]!.productionKwh).toBeCloseTo(0.99, 10);
    expect(result.years).toHaveLength(25);
  });

  it("with 100% shading produces nothing, recommends nothing and never pays back", () => {
    const result = calculateRoi(
      defaultRoiInputs("pge", { roof: { orientation: "s", tilt: "low", shadingLoss: 1 }, systemKw: 6 }),
    );
    expect(result.yearOne.productionKwh).toBe(0);
    expect(result.yearOne.savingsCents).toBe(0);
    expect(result.recommendation).toMatchObject({ systemKw: 0, reason: "no-production" });
    expect(result.options.cash.payback).toEqual({ kind: "not-within", years: 25 });
    expect(result.options.cash.irrPercent).toBeNull();
  });

  it("with a zero bill recommends no system and saves nothing", () => {
    const result = calculateRoi(defaultRoiInputs("reu", { usage: { kind: "bill", monthlyBillCents: 0 }, systemKw: 4 }));
    expect(result.annualUsageKwh).toBe(0);
    expect(result.recommendation).toMatchObject({ systemKw: 0, reason: "no-usage" });
    expect(result.yearOne.savingsCents).toBe(0);
    expect(result.options.cash.payback.kind).toBe("not-within");
  });

  it("with no system costs nothing and has nothing to pay back", () => {
    const result = calculateRoi(defaultRoiInputs("reu", { systemKw: 0 }));
    expect(result.costs.netCents).toBe(0);
    expect(result.options.cash.payback).toEqual({ kind: "no-upfront-cost" });
    expect(result.options.cash.netSavingsCents).toBe(0);
  });

  it("caps a system bigger than the home's use: the surplus earns only the export credit", () => {
    const usage = { kind: "months" as const, kwh: Array(12).fill(300) };
    const right = calculateRoi(defaultRoiInputs("reu", { usage, systemKw: 1 }));
    const huge = calculateRoi(defaultRoiInputs("reu", { usage, systemKw: 20 }));
    expect(huge.yearOne.exportedKwh).toBeGreaterThan(huge.annualUsageKwh);
    // Savings can never exceed the energy part of the bill.
    expect(huge.yearOne.savingsCents).toBeLessThanOrEqual(Math.round(3600 * 17));
    expect(huge.options.cash.netSavingsCents).toBeLessThan(right.options.cash.netSavingsCents);
    expect(huge.recommendation.targetKwh).toBeLessThanOrEqual(huge.annualUsageKwh);
  });

  it("recommends the whole year's use when exports earn as much as imports cost", () => {
    const equal = { ...defaultRoiInputs("other").tariff, exportCreditCents: 30 };
    for (const m of ["summer", "winter"] as const) equal[m] = { peak: 30, partPeak: 30, offPeak: 30 };
    const result = calculateRoi(defaultRoiInputs("other", { tariff: equal }));
    expect(result.recommendation.reason).toBe("whole-use");
    expect(result.recommendation.systemKw * sum(referenceMonthlyKwhPerKw)).toBeLessThanOrEqual(result.annualUsageKwh);
  });

  it("sizes for daytime use plus what the battery can shift when exports are cheap", () => {
    const without = calculateRoi(defaultRoiInputs("pge"));
    const withBattery = calculateRoi(defaultRoiInputs("pge", { batteryKwh: 10 }));
    expect(without.recommendation.reason).toBe("on-site-use");
    expect(withBattery.recommendation.systemKw).toBeGreaterThan(without.recommendation.systemKw);
  });

  it("does not claim a federal credit and applies SGIP only for PG&E and only when asked", () => {
    const federal = (id: string) => (r: ReturnType<typeof calculateRoi>) => r.costs.incentives.find((i) => i.id === id);
    const reu = calculateRoi(defaultRoiInputs("reu", { batteryKwh: 10, optInIncentives: true }));
    expect(federal("federal-25d")(reu)).toMatchObject({ cents: 0, claimId: "federal-25d-ended" });
    expect(federal("sgip-general-market")(reu)).toBeUndefined();
    const pge = calculateRoi(defaultRoiInputs("pge", { batteryKwh: 10, optInIncentives: true }));
    expect(federal("sgip-general-market")(pge)?.cents).toBe(Math.round(0.15 * 10 * 110_000));
    expect(pge.costs.netCents).toBe(pge.costs.solarCents + pge.costs.batteryCents - 165_000);
    const pgeNotAsked = calculateRoi(defaultRoiInputs("pge", { batteryKwh: 10 }));
    expect(federal("sgip-general-market")(pgeNotAsked)).toBeUndefined();
  });

  it("cites SGIP's general-market rebate by its own claim, not the equity budget's", () => {
    const sgip = incentives.find((incentive) => incentive.id === "sgip-general-market")!;
    expect(sgip.claimId).toBe("sgip-general-market");
    expect(claims[sgip.claimId].text).toContain("about 15 percent of the battery's cost");
    expect(claims[sgip.claimId].appliesTo).toMatch(/^PG&E electric customers\./);
  });

  it("pays a loan longer than the analysis off in year 25", () => {
    const inputs = defaultRoiInputs("reu", { systemKw: 6, loan: { aprPercent: 7, termYears: 30 } });
    const result = calculateRoi(inputs);
    expect(result.loanPayoffCents).toBeGreaterThan(0);
    const year25 = result.years[24]!;
    expect(year25.cashFlowCents.loan).toBe(
      year25.savingsCents - 12 * result.loanMonthlyPaymentCents - result.loanPayoffCents,
    );
    // Paid off, the loan costs more than cash by exactly the interest: never less than the cash price.
    expect(result.options.cash.netSavingsCents).toBeGreaterThan(result.options.loan.netSavingsCents);
  });

  it("stops loan payments after the term", () => {
    const result = calculateRoi(defaultRoiInputs("reu", { systemKw: 6, loan: { aprPercent: 7, termYears: 10 } }));
    expect(result.years[10]!.cashFlowCents.loan).toBe(result.years[10]!.cashFlowCents.cash);
    expect(result.loanPayoffCents).toBe(0);
  });

  it("has no upfront cost for a lease or PPA and escalates its payment", () => {
    const result = calculateRoi(
      defaultRoiInputs("reu", { systemKw: 6, lease: { firstMonthlyCents: 10_000, escalatorPercent: 2 } }),
    );
    expect(result.options.lease.flows[0]).toBe(0);
    expect(result.years[0]!.savingsCents - result.years[0]!.cashFlowCents.lease).toBe(120_000);
    expect(result.years[1]!.savingsCents - result.years[1]!.cashFlowCents.lease).toBe(122_400);
    expect(result.options.lease.payback).toEqual({ kind: "no-upfront-cost" });
  });

  it("buys one inverter in the chosen year, none with year 0, and never one under a lease", () => {
    const result = calculateRoi(defaultRoiInputs("reu", { systemKw: 6, inverterReplacementYear: 12 }));
    const year12 = result.years[11]!;
    expect(year12.savingsCents - year12.cashFlowCents.cash).toBe(6 * 35_000);
    expect(result.years[12]!.cashFlowCents.cash).toBe(result.years[12]!.savingsCents);
    const none = calculateRoi(defaultRoiInputs("reu", { systemKw: 6, inverterReplacementYear: 0 }));
    expect(none.costs.inverterReplacementCents).toBe(0);
  });

  it("lists savings for 0-5% price rises, rising with the escalation", () => {
    const result = calculateRoi(defaultRoiInputs("pge", { systemKw: 5 }));
    const net = result.sensitivity.map((row) => row.netSavingsCents.cash);
    expect(result.sensitivity.map((row) => row.escalationPercent)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...net].sort((a, b) => a - b)).toEqual(net);
    expect(result.sensitivity[3]!.netSavingsCents.cash).toBe(result.options.cash.netSavingsCents);
  });

  it("states CO2 avoided from production and the cited emission factor", () => {
    const result = calculateRoi(defaultRoiInputs("reu", { systemKw: 5 }));
    expect(result.co2.yearOneKg).toBeCloseTo(result.yearOne.productionKwh * 0.254, 6);
  });

  it("uses 12 months of kWh when given instead of the bill", () => {
    const kwh = [900, 800, 700, 600, 700, 1200, 1600, 1500, 1100, 700, 700, 900];
    const result = calculateRoi(defaultRoiInputs("reu", { usage: { kind: "months", kwh } }));
    expect(result.monthlyUsageKwh).toEqual(kwh);
    expect(result.yearOne.billBeforeCents).toBe(Math.round(sum(kwh) * 17 + 12 * 1300));
  });
});
