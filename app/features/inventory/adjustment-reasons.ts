import { labelledValues } from "../../lib/labelled-values.ts";
/** Why stock changed: the back office's three reasons, and the order's own movements. */
export const { values: adjustmentReasons, labels: adjustmentReasonLabels } = labelledValues({
  received: "Received",
  damaged: "Damaged",
  count_correction: "Count correction",
  order_placed: "Order placed",
  order_cancelled: "Order cancelled (restocked)",
  order_expired: "Unpaid order expired (restocked)",
});
export type AdjustmentReason = (typeof adjustmentReasons)[number];
/** The reasons staff may give; the others are the orders' own movements. */
export const staffAdjustmentReasons = ["received", "damaged", "count_correction"] as const satisfies AdjustmentReason[];
export type StaffAdjustmentReason = (typeof staffAdjustmentReasons)[number];
