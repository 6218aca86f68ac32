import type { PropertyType } from "#app/content/property-types.ts";
import type { ShadingLevel } from "#app/content/solar-production.ts";
import type { UtilityId } from "#app/content/utility-tariffs.ts";
import { formatNumber, formatUsd } from "#app/lib/format.ts";
import { formatPayback, type Payback } from "#app/areas/energy/index.ts";
import type { Ownership } from "#app/areas/sales/leads/index.ts";
import type { RoofMaterial } from "./roof-text.ts";

/** What the customer told us, read into the facts the fit score weighs; null where they did not say. */
export interface FitFacts {
  utility: UtilityId | null;
  monthlyBillDollars: number | null;
  propertyType: PropertyType | null;
  roofMaterial: RoofMaterial | null;
  roofAgeYears: number | null;
  shading: ShadingLevel | null;
  ownership: Ownership | null;
  /** The savings model's cash payback for these facts (null without a utility and a bill). */
  payback: Payback | null;
}

/**
 * The points each fact can give, 100 in all (docs/crm-scores.md says why, decision 0143). A fact nobody told us
 * gives nothing where it is the deal's economics (payback, bill, utility, property type) and half its points where
 * it only rules a site in or out (roof, shade, ownership), so a lead is not sunk by a question the form never asked.
 */
export const fitWeights = {
  payback: 30,
  bill: 20,
  utility: 15,
  propertyType: 5,
  roof: 10,
  shade: 10,
  ownership: 10,
} as const;

/** Payback at or under the first figure earns every point, at or over the second none, linearly between. */
export const PAYBACK_YEARS = { best: 6, worst: 15 } as const;
/** A monthly bill at or under the first figure earns nothing, at or over the second every point. */
export const BILL_DOLLARS = { least: 50, most: 250 } as const;

/** Of the utility's points: PG&E's prices and its battery rebate first, the municipal utilities' low prices next. */
const utilityShare: Record<UtilityId, number> = { pge: 1, reu: 2 / 3, "shasta-lake": 2 / 3, trinity: 0.4, other: 0.25 };
const propertyShare: Record<PropertyType, number> = {
  Residential: 1,
  Agricultural: 1,
  Commercial: 0.8,
  Industrial: 0.6,
  Marina: 0.6,
};
const roofMaterialShare: Record<RoofMaterial, number> = { easy: 1, tile: 0.6, hard: 0.2 };
const shadeShare: Record<ShadingLevel, number> = { none: 1, light: 0.5, heavy: 0 };
const ownershipShare: Record<Ownership, number> = { owns: 1, rents: 0 };
const UNKNOWN = 0.5;

/** How a utility reads in a reason. */
export const utilityReasonNames: Record<UtilityId, string> = {
  pge: "PG&E customer",
  reu: "REU customer",
  "shasta-lake": "Shasta Lake customer",
  trinity: "Trinity PUD customer",
  other: "another utility's customer",
};

/** A value's place between two bounds, 0 to 1. */
const between = (value: number, zeroAt: number, oneAt: number) =>
  Math.min(1, Math.max(0, (value - zeroAt) / (oneAt - zeroAt)));

function paybackShare(payback: Payback | null): number {
  if (payback === null || payback.kind === "not-within") return 0;
  if (payback.kind === "no-upfront-cost") return 1;
  return between(payback.years, PAYBACK_YEARS.worst, PAYBACK_YEARS.best);
}

/** The roof's half for its material and half for its age: over 20 years it is usually replaced first. */
function roofShare({ roofMaterial, roofAgeYears }: FitFacts): number {
  const material = roofMaterial === null ? UNKNOWN : roofMaterialShare[roofMaterial];
  const age = roofAgeYears === null ? UNKNOWN : roofAgeYears <= 10 ? 1 : roofAgeYears <= 20 ? 0.6 : 0;
  return (material + age) / 2;
}

/** Each fact's share of its points, 0 to 1. */
function shares(facts: FitFacts): Record<keyof typeof fitWeights, number> {
  return {
    payback: paybackShare(facts.payback),
    bill:
      facts.monthlyBillDollars === null ? 0 : between(facts.monthlyBillDollars, BILL_DOLLARS.least, BILL_DOLLARS.most),
    utility: facts.utility === null ? 0 : utilityShare[facts.utility],
    propertyType: facts.propertyType === null ? 0 : propertyShare[facts.propertyType],
    roof: roofShare(facts),
    shade: facts.shading === null ? UNKNOWN : shadeShare[facts.shading],
    ownership: facts.ownership === null ? UNKNOWN : ownershipShare[facts.ownership],
  };
}

/** What lowered the score that a salesperson should know before calling. */
function concerns(facts: FitFacts): string[] {
  return [
    facts.ownership === "rents" ? "rents the property" : null,
    facts.shading === "heavy" ? "heavy shade" : facts.shading === "light" ? "some shade" : null,
    facts.roofAgeYears !== null && facts.roofAgeYears > 20
      ? `roof ${formatNumber(facts.roofAgeYears)} years old`
      : null,
    facts.roofMaterial === "hard" ? "shake or slate roof" : facts.roofMaterial === "tile" ? "tile roof" : null,
  ].filter((concern): concern is string => concern !== null);
}

/** Why the score is what it is, as a card says it: "PG&E customer, $240/month bill, payback 7.8 years". */
function reasonsOf(facts: FitFacts): string {
  const payback = facts.payback && formatPayback(facts.payback);
  return [
    facts.utility === null ? "utility unknown" : utilityReasonNames[facts.utility],
    facts.monthlyBillDollars === null ? "no bill given" : `${formatUsd(facts.monthlyBillDollars)}/month bill`,
    payback === null ? null : facts.payback!.kind === "year" ? `payback ${payback}` : payback.toLowerCase(),
    ...concerns(facts),
  ]
    .filter((reason): reason is string => reason !== null)
    .join(", ");
}

export interface FitScore {
  fitScore: number;
  fitReasons: string;
}

/** The fit score, 0 to 100, and its reasons: a pure function of what the customer told us. */
export function fitScoreOf(facts: FitFacts): FitScore {
  const share = shares(facts);
  const points = (Object.keys(fitWeights) as (keyof typeof fitWeights)[]).reduce(
    (total, fact) => total + fitWeights[fact] * share[fact],
    0,
  );
  return { fitScore: Math.round(Math.min(100, Math.max(0, points))), fitReasons: reasonsOf(facts) };
}
