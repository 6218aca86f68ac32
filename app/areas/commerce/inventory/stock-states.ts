import { labelledValues } from "#app/lib/labelled-values.ts";

/** The stock list's filter: what needs reordering, what is out, what is off sale. */
export const { values: stockStates, labels: stockStateLabels } = labelledValues({
  low: "At or below reorder threshold",
  out: "Out of stock",
  inactive: "Deactivated",
});
export type StockState = (typeof stockStates)[number];
