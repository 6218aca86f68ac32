import { describe, expect, it } from "vitest";
import { calculateRoi, parseRoiQuery, roiInputs } from "#app/areas/energy/index.ts";
import { monthlyBillDollars } from "./bill-text.ts";
import { fitFactsOf, type FitInputs } from "./fit-facts.ts";
import { fitScoreOf, type FitFacts } from "./fit-score.ts";
import { roofAgeYears, roofMaterial } from "./roof-text.ts";

const good: FitFacts = {
  utility: "pge",
  monthlyBillDollars: 240,
  propertyType: "Residential",
  roofMaterial: "easy",
  roofAgeYears: 10,
  shading: "none",
  ownership: "owns",
  payback: { kind: "year", years: 7.8 },
};

describe("the fit score", () => {
  it("weighs a PG&E home with a $240 bill and a 7.8-year payback at 93, and says why", () => {
    // Payback (15 − 7.8) ÷ 9 × 30 = 24, bill (240 − 50) ÷ 200 × 20 = 19, and every point of the other five: 50.
    expect(fitScoreOf(good)).toEqual({
      fitScore: 93,
      fitReasons: "PG&E customer, $240/month bill, payback 7.8 years",
    });
  });

  it("gives a poor site few points and names what is wrong with it", () => {
    const poor: FitFacts = {
      utility: "reu",
      monthlyBillDollars: 100,
      propertyType: "Commercial",
      roofMaterial: "tile",
      roofAgeYears: 25,
      shading: "heavy",
      ownership: "rents",
      payback: { kind: "not-within", years: 25 },
    };
    // Bill 5, utility 10, property 4, roof (0.6 + 0) ÷ 2 × 10 = 3; payback, shade and ownership 0.
    expect(fitScoreOf(poor)).toEqual({
      fitScore: 22,
      fitReasons:
        "REU customer, $100/month bill, does not pay back within 25 years, rents the property, heavy shade, roof 25 years old, tile roof",
    });
  });

  it("gives half points for roof, shade and ownership nobody told us, and none for unknown economics", () => {
    const unknown: FitFacts = {
      utility: null,
      monthlyBillDollars: null,
      propertyType: null,
      roofMaterial: null,
      roofAgeYears: null,
      shading: null,
      ownership: null,
      payback: null,
    };
    expect(fitScoreOf(unknown)).toEqual({ fitScore: 15, fitReasons: "utility unknown, no bill given" });
  });

  it("gives every payback point at 6 years and none at 15, linearly between", () => {
    const withPayback = (years: number) => fitScoreOf({ ...good, payback: { kind: "year", years } }).fitScore;
    expect(withPayback(4)).toBe(99);
    expect(withPayback(6)).toBe(99);
    expect(withPayback(10.5)).toBe(84);
    expect(withPayback(15)).toBe(69);
    expect(withPayback(20)).toBe(69);
  });

  it("ranks the utilities PG&E, then REU and Shasta Lake, then Trinity PUD, then another", () => {
    const utilities = (["pge", "reu", "shasta-lake", "trinity", "other"] as const).map(
      (utility) => fitScoreOf({ ...good, utility }).fitScore,
    );
    expect(utilities).toEqual([93, 88, 88, 84, 82]);
  });
});

describe("what the form's free text says", () => {
  it("reads a monthly bill, a range as its middle, and nothing from text without an amount", () => {
    expect(monthlyBillDollars("$240")).toBe(240);
    expect(monthlyBillDollars("about 1,200 a month")).toBe(1200);
    expect(monthlyBillDollars("$200-300")).toBe(250);
    expect(monthlyBillDollars("200 to 300")).toBe(250);
    expect(monthlyBillDollars("not sure")).toBeNull();
    expect(monthlyBillDollars("$0")).toBeNull();
    expect(monthlyBillDollars("250000")).toBeNull();
    expect(monthlyBillDollars(null)).toBeNull();
  });

  it("reads a roof's material and age", () => {
    expect(roofMaterial("Composition shingle")).toBe("easy");
    expect(roofMaterial("standing seam metal")).toBe("easy");
    expect(roofMaterial("Spanish tile")).toBe("tile");
    expect(roofMaterial("Cedar shake")).toBe("hard");
    expect(roofMaterial("don't know")).toBeNull();
    expect(roofAgeYears("10 years")).toBe(10);
    expect(roofAgeYears("about 22")).toBe(22);
    expect(roofAgeYears("Brand new")).toBe(0);
    expect(roofAgeYears("old")).toBeNull();
  });
});

describe("a lead's fit facts", () => {
  const lead: FitInputs = {
    utility: "pge",
    currentElectricBill: "$240",
    propertyType: "Residential",
    roofType: "Composition shingle",
    roofAge: "10 years",
    shadingIssues: "No",
    ownership: "owns",
    calculatorSnapshot: null,
  };
  const calculatorPayback = (query: string) =>
    calculateRoi(roiInputs(parseRoiQuery(new URLSearchParams(query)).values)).options.cash.payback;

  it("take the payback the ROI calculator shows for the same utility, bill and shade", () => {
    const facts = fitFactsOf(lead);
    expect(facts.payback).toEqual(calculatorPayback("utility=pge&bill=240&shading=none"));
    expect(facts.payback).toMatchObject({ kind: "year" });
    expect(fitScoreOf(facts).fitReasons).toMatch(/^PG&E customer, \$240\/month bill, payback \d+\.\d years$/);
  });

  it("read a form's yes to shade as light shade", () => {
    expect(fitFactsOf({ ...lead, shadingIssues: "Yes" })).toMatchObject({ shading: "light" });
    expect(fitFactsOf({ ...lead, shadingIssues: "Yes" }).payback).toEqual(
      calculatorPayback("utility=pge&bill=240&shading=light"),
    );
  });

  it("take a calculator snapshot's inputs as the visitor set them, the lead's utility over the snapshot's", () => {
    const snapshot = {
      calculator: "roi-calculator" as const,
      url: "/resources/roi-calculator?utility=reu&bill=310&shading=heavy&battery=10",
      inputs: { utility: "reu", bill: "310", shading: "heavy", battery: "10" },
      headline: [],
    };
    const facts = fitFactsOf({ ...lead, currentElectricBill: null, shadingIssues: null, calculatorSnapshot: snapshot });
    expect(facts).toMatchObject({ monthlyBillDollars: 310, shading: "heavy" });
    expect(facts.payback).toEqual(calculatorPayback("utility=pge&bill=310&shading=heavy&battery=10"));
  });

  it("have no payback without a utility or a bill", () => {
    expect(fitFactsOf({ ...lead, utility: null }).payback).toBeNull();
    expect(fitFactsOf({ ...lead, currentElectricBill: "not sure" }).payback).toBeNull();
  });
});
