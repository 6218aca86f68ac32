import { labelledValues } from "#app/lib/labelled-values.ts";
/** Why stock changed: the back office's reasons, the order's own movements, and a part used on a service ticket. */
export const { values: adjustmentReasons, labels: adjustmentReasonLabels } = labelledValues({
  received: "Received",
  damaged: "Damaged",
  lost: "Lost",
  count_correction: "Count correction",
  order_placed: "Order placed",
  order_cancelled: "Order cancelled (restocked)",
  order_expired: "Unpaid order expired (restocked)",
  service_part: "Used on a service ticket",
});
export type AdjustmentReason = (typeof adjustmentReasons)[number];
/** The reasons staff may give; the others are the orders' and the service tickets' own movements. */
export const staffAdjustmentReasons = [
  "received",
  "damaged",
  "lost",
  "count_correction",
] as const satisfies AdjustmentReason[];
export type StaffAdjustmentReason = (typeof staffAdjustmentReasons)[number];

/**
 * What each reason does to the stock: goods received add, damaged or lost goods remove, and a count correction sets
 * stock to what was counted, so a reason and the number given with it can never disagree unnoticed.
 */
export const adjustmentDirections = {
  received: "adds",
  damaged: "removes",
  lost: "removes",
  count_correction: "sets",
} as const satisfies Record<StaffAdjustmentReason, "adds" | "removes" | "sets">;

/** The field's message when a change's sign contradicts its reason; undefined when they agree. */
export function signProblem(reason: StaffAdjustmentReason, quantityChange: number): string | undefined {
  const direction = adjustmentDirections[reason];
  if (direction === "adds" && quantityChange < 0)
    return `${adjustmentReasonLabels[reason]} stock is added: enter a positive number, e.g. 12`;
  if (direction === "removes" && quantityChange > 0)
    return `${adjustmentReasonLabels[reason]} stock is taken off: enter a negative number, e.g. -2`;
  return undefined;
}

/** The stock an adjustment would leave. */
function stockAfterAdjustment(stock: number, reason: StaffAdjustmentReason, amount: number): number {
  return adjustmentDirections[reason] === "sets" ? amount : stock + amount;
}

/** What the form says will happen ("Stock 6 → 4"), or why it cannot yet; undefined until a reason is chosen. */
export function adjustmentPreview(
  stock: number,
  reason: StaffAdjustmentReason | "",
  amount: string,
): string | undefined {
  if (reason === "") return undefined;
  const text = amount.trim();
  const number = Number(text);
  if (text === "" || !Number.isInteger(number)) return `Stock ${stock} → ?`;
  const problem = adjustmentDirections[reason] === "sets" ? undefined : signProblem(reason, number);
  if (problem) return problem;
  return `Stock ${stock} → ${stockAfterAdjustment(stock, reason, number)}`;
}
