import { describe, expect, it } from "vitest";
import { calculateRoi } from "./roi-model.ts";
import { defaultRoiInputs } from "./test-inputs.ts";

// docs/savings-model.md §6, worked by hand: REU, $220 bill, 4.0 kW south, no battery, $3.10/W, +3 %/yr.
describe("the worked example in docs/savings-model.md", () => {
  const result = calculateRoi(defaultRoiInputs("reu", { systemKw: 4 }));

  it("reproduces year one", () => {
    expect(result.annualUsageKwh).toBeCloseTo(14_611.76, 2);
    expect(result.yearOne.productionKwh).toBe(5884);
    expect(result.yearOne.selfConsumedKwh).toBeCloseTo(4937.41, 2);
    expect(result.yearOne.exportedKwh).toBeCloseTo(946.59, 2);
    expect(result.yearOne.billBeforeCents).toBe(264_000);
    expect(result.yearOne.savingsCents).toBe(89_691);
    expect(result.yearOne.billAfterCents).toBe(174_309);
  });

  it("reproduces the costs and payments", () => {
    expect(result.costs.netCents).toBe(1_240_000);
    expect(result.costs.inverterReplacementCents).toBe(140_000);
    expect(result.loanMonthlyPaymentCents).toBe(10_364);
    expect(result.leaseFirstMonthlyCents).toBe(5208);
  });

  it("reproduces every year's savings and cash flows", () => {
    const savings = [
      89_691, 91_926, 94_217, 96_576, 99_006, 101_507, 104_083, 106_736, 109_467, 112_278, 115_172, 118_152, 121_220,
      124_377, 127_628, 130_973, 134_417, 137_961, 141_609, 145_364, 149_228, 153_205, 157_298, 161_510, 165_844,
    ];
    expect(result.years.map((year) => year.savingsCents)).toEqual(savings);
    expect(result.years[12]!.cashFlowCents).toEqual({ cash: -18_780, loan: -143_148, lease: 33_148 });
    expect(result.years[13]!.cashFlowCents.loan).toBe(9);
    expect(result.years[24]!.billBeforeCents).toBe(536_658);
  });

  it("reproduces the results to the cent", () => {
    expect(result.options.cash.netSavingsCents).toBe(1_709_445);
    expect(result.options.cash.npvCents).toBe(319_047);
    expect(result.options.loan.netSavingsCents).toBe(462_085);
    expect(result.options.loan.npvCents).toBe(9146);
    expect(result.options.lease.netSavingsCents).toBe(840_570);
    expect(result.options.lease.npvCents).toBe(453_204);
    expect(result.options.cash.payback.kind === "year" && result.options.cash.payback.years).toBeCloseTo(13.16, 2);
    expect(result.options.cash.irrPercent).toBeCloseTo(7.17, 2);
    expect(result.options.loan.irrPercent).toBeNull();
    expect(result.co2.yearOneKg).toBeCloseTo(1494.5, 1);
  });
});
