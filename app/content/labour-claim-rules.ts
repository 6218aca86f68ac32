import { labelledValues } from "#app/lib/labelled-values.ts";

// When a manufacturer pays us back for the labour of a warranty replacement, and on what condition (issue 28 §3,
// decision 0181). A claim's deadline is computed from its manufacturer's rule when the claim is recorded, and the
// rule it was computed by is kept with it, so a later change here never moves a recorded deadline.

/** Which rule a claim's deadline came from: a manufacturer's own, or the default for every other. */
export const { values: labourClaimRuleIds, labels: labourClaimRuleLabels } = labelledValues({
  enphase: "Enphase labour reimbursement",
  default: "Default rule",
});
export type LabourClaimRuleId = (typeof labourClaimRuleIds)[number];

export interface LabourClaimRule {
  id: LabourClaimRuleId;
  /** The claim is due within this many calendar months of the replacement date. */
  claimWithinMonths: number;
  /** The manufacturer issues a return authorisation (RMA) before it accepts a labour claim. */
  rmaFirst: boolean;
  /** What the office reads beside a claim under this rule. */
  summary: string;
}

/** Enphase's labour reimbursement: an RMA first, then the claim within 3 months of the replacement. */
const enphase: LabourClaimRule = {
  id: "enphase",
  claimWithinMonths: 3,
  rmaFirst: true,
  summary: "Enphase: get the RMA first, then claim the labour within 3 months of the replacement.",
};

/**
 * Every other manufacturer: the strictest deadline we know (3 months), so no claim is filed late by trusting a
 * longer one; no RMA is required before claiming. The office checks the manufacturer's own terms.
 */
export const defaultLabourClaimRule: LabourClaimRule = {
  id: "default",
  claimWithinMonths: 3,
  rmaFirst: false,
  summary: "Default: claim the labour within 3 months of the replacement; check the manufacturer's own terms.",
};

/** The manufacturers with a rule of their own, by the word their make's name contains ("Enphase Energy"). */
const rulesByMakeWord: readonly (readonly [string, LabourClaimRule])[] = [["enphase", enphase]];

/** The rule for a manufacturer, matched on its name whatever its case and suffix; the default for any other. */
export function labourClaimRuleFor(manufacturer: string): LabourClaimRule {
  const name = manufacturer.trim().toLowerCase();
  return rulesByMakeWord.find(([word]) => name.includes(word))?.[1] ?? defaultLabourClaimRule;
}

export const labourClaimRules: Readonly<Record<LabourClaimRuleId, LabourClaimRule>> = {
  enphase,
  default: defaultLabourClaimRule,
};

/**
 * The last day to claim: `months` calendar months after the replacement day, the month's last day where it has no
 * such day (a replacement on 30 November is due by 28 February, or the 29th in a leap year).
 */
export function claimDeadline(replacedOn: string, months: number): string {
  const [year, month, day] = replacedOn.split("-").map(Number) as [number, number, number];
  const monthIndex = month - 1 + months;
  const endYear = year + Math.floor(monthIndex / 12);
  const endMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(endYear, 4)}-${pad(endMonth)}-${pad(Math.min(day, lastDay))}`;
}
