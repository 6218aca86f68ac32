import { propertyTypes } from "#app/content/property-types.ts";
import { shadingLevels, type ShadingLevel } from "#app/content/solar-production.ts";
import type { UtilityId } from "#app/content/utility-tariffs.ts";
import { calculateRoi, parseRoiQuery, roiInputs, roiParams, type Payback } from "#app/areas/energy/index.ts";
import type { CalculatorSnapshot, Ownership } from "#app/areas/sales/leads/index.ts";
import { monthlyBillDollars } from "./bill-text.ts";
import type { FitFacts } from "./fit-score.ts";
import { roofAgeYears, roofMaterial } from "./roof-text.ts";

/** A lead's fields the fit score reads. */
export interface FitInputs {
  utility: UtilityId | null;
  currentElectricBill: string | null;
  propertyType: string | null;
  roofType: string | null;
  roofAge: string | null;
  shadingIssues: string | null;
  ownership: Ownership | null;
  calculatorSnapshot: CalculatorSnapshot | null;
}

/** The shade a calculator's snapshot states, else the form's yes or no (a "yes" of unknown depth reads as light). */
function shadingOf(inputs: FitInputs): ShadingLevel | null {
  const stated = shadingLevels.find((level) => level === inputs.calculatorSnapshot?.inputs.shading);
  if (stated) return stated;
  return inputs.shadingIssues === "No" ? "none" : inputs.shadingIssues === "Yes" ? "light" : null;
}

/** The bill the form's text states, else the calculator's. */
function billOf(inputs: FitInputs): number | null {
  const fromSnapshot = Number(inputs.calculatorSnapshot?.inputs.bill);
  return monthlyBillDollars(inputs.currentElectricBill) ?? (fromSnapshot > 0 ? fromSnapshot : null);
}

/**
 * The ROI calculator's cash payback for this home: the calculator's own inputs when the lead came with a snapshot
 * (what the visitor saw), with the utility, bill and shade the lead now holds, and the calculator's defaults for the
 * rest. Null without a utility and a bill or 12 months of use.
 */
export function estimatedPayback(
  inputs: FitInputs,
  facts: Pick<FitFacts, "utility" | "monthlyBillDollars" | "shading">,
): Payback | null {
  const stated = Object.entries(inputs.calculatorSnapshot?.inputs ?? {}).filter(([name]) => name in roiParams);
  const query = new URLSearchParams(stated);
  if (facts.utility === null || (facts.monthlyBillDollars === null && !query.get("usage"))) return null;
  query.set("utility", facts.utility);
  if (facts.monthlyBillDollars !== null) query.set("bill", String(facts.monthlyBillDollars));
  if (facts.shading !== null) query.set("shading", facts.shading);
  return calculateRoi(roiInputs(parseRoiQuery(query).values)).options.cash.payback;
}

/** What the fit score weighs, read from a lead's fields. */
export function fitFactsOf(inputs: FitInputs): FitFacts {
  const facts = {
    utility: inputs.utility,
    monthlyBillDollars: billOf(inputs),
    propertyType: propertyTypes.find((type) => type === inputs.propertyType) ?? null,
    roofMaterial: roofMaterial(inputs.roofType),
    roofAgeYears: roofAgeYears(inputs.roofAge),
    shading: shadingOf(inputs),
    ownership: inputs.ownership,
  };
  return { ...facts, payback: estimatedPayback(inputs, facts) };
}
