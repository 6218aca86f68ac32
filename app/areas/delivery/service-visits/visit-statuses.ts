import { labelledValues } from "#app/lib/labelled-values.ts";

/** A service visit's life: scheduled by the office, started and completed on site by its technician, or cancelled. */
export const { values: visitStatuses, labels: visitStatusLabels } = labelledValues({
  scheduled: "Scheduled",
  started: "On site",
  completed: "Completed",
  cancelled: "Cancelled",
});
export type VisitStatus = (typeof visitStatuses)[number];
