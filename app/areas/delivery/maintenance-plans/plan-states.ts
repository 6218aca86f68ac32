import { labelledValues } from "#app/lib/labelled-values.ts";

/** A site's plan: running its term (its end date says when it has run out), or cancelled by the office. */
export const { values: planStates, labels: planStateLabels } = labelledValues({
  active: "Active",
  cancelled: "Cancelled",
});
export type PlanState = (typeof planStates)[number];

/**
 * A plan's visit: due (in the office's due list), booked into the crew calendar, done (its checklist recorded), or
 * cancelled (its plan was). A booking cancelled puts the visit back to due.
 */
export const { values: planVisitStates, labels: planVisitStateLabels } = labelledValues({
  due: "Due",
  booked: "Booked",
  done: "Done",
  cancelled: "Cancelled",
});
export type PlanVisitState = (typeof planVisitStates)[number];
