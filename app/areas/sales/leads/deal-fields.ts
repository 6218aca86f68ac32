import { utilityIds, type UtilityId } from "#app/content/utility-tariffs.ts";
import { labelledValues } from "#app/lib/labelled-values.ts";
import type { CalculatorSnapshot } from "./calculator-snapshot-schema.ts";

/** Whom an open deal waits on: the next move is ours, the customer's, the permit office's or the utility's. */
export const { values: waitingOnValues, labels: waitingOnLabels } = labelledValues({
  us: "Us",
  customer: "The customer",
  authority: "The city or county",
  utility: "The utility",
});
export type WaitingOn = (typeof waitingOnValues)[number];

/** Whether the customer owns the property the system would go on: staff ask it (the public forms do not). */
export const { values: ownershipValues, labels: ownershipLabels } = labelledValues({
  owns: "Owns the property",
  rents: "Rents the property",
});
export type Ownership = (typeof ownershipValues)[number];

/** A deal's amount is at most $10,000,000: more is a typo, and it keeps every column total well inside a bigint. */
export const MAX_DEAL_CENTS = 1_000_000_000;

/** The utility a calculator's snapshot names (both calculators call the input `utility`), or null. */
export function utilityOfSnapshot(snapshot: CalculatorSnapshot | null | undefined): UtilityId | null {
  const named = snapshot?.inputs.utility;
  return utilityIds.find((id) => id === named) ?? null;
}
