import { describe, expect, it } from "vitest";
import { loanBalanceCents, loanMonthlyPaymentCents } from "./loan.ts";
import { cumulative, internalRateOfReturnPercent, netPresentValueCents, simplePayback } from "./returns.ts";

describe("netPresentValueCents", () => {
  it("discounts each year's flow by (1 + rate)^year", () => {
    expect(netPresentValueCents([-1000, 1100], 10)).toBe(0);
    expect(netPresentValueCents([-100_000, 50_000, 50_000, 50_000], 0)).toBe(50_000);
  });
});

describe("internalRateOfReturnPercent", () => {
  it("finds the rate that makes the NPV zero", () => {
    expect(internalRateOfReturnPercent([-1000, 1100])).toBeCloseTo(10, 6);
    const irr = internalRateOfReturnPercent([-10_000, ...Array(10).fill(1500)])!;
    expect(netPresentValueCents([-10_000, ...Array(10).fill(1500)], irr)).toBe(0);
  });

  it('is "none" (null) when the flows never change sign', () => {
    expect(internalRateOfReturnPercent([0, 100, 200])).toBeNull();
    expect(internalRateOfReturnPercent([-500, -10, -10])).toBeNull();
    expect(internalRateOfReturnPercent([0, 0, 0])).toBeNull();
  });

  it("returns a negative rate when the system never earns its price back", () => {
    expect(internalRateOfReturnPercent([-1000, 100, 100, 100])).toBeLessThan(0);
  });
});

describe("simplePayback", () => {
  it("interpolates within the year the cumulative flow turns positive", () => {
    expect(simplePayback([-1000, 400, 400, 400])).toEqual({ kind: "year", years: 2.5 });
  });

  it("never returns a negative or infinite year", () => {
    expect(simplePayback([-1000, 10, 10])).toEqual({ kind: "not-within", years: 2 });
    expect(simplePayback([-1000, -50, -50])).toEqual({ kind: "not-within", years: 2 });
    expect(simplePayback([0, -10, 50])).toEqual({ kind: "no-upfront-cost" });
  });
});

describe("loan", () => {
  it("computes the standard amortising payment", () => {
    // $10,000 at 6% for 5 years: $193.33 a month.
    expect(loanMonthlyPaymentCents(1_000_000, 6, 5)).toBe(19_333);
    expect(loanMonthlyPaymentCents(1_200_000, 0, 10)).toBe(10_000);
    expect(loanMonthlyPaymentCents(0, 8, 20)).toBe(0);
  });

  it("owes nothing at the end of the term and a balance before it", () => {
    const payment = loanMonthlyPaymentCents(1_000_000, 6, 5);
    expect(loanBalanceCents(1_000_000, 6, payment, 60)).toBeLessThan(50);
    expect(loanBalanceCents(1_000_000, 6, payment, 30)).toBeGreaterThan(500_000);
  });
});

describe("cumulative", () => {
  it("adds the flows up year by year", () => {
    expect(cumulative([-10, 4, 4, 4])).toEqual([-10, -6, -2, 2]);
  });
});
