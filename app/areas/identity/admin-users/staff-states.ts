import { labelledValues } from "#app/lib/labelled-values.ts";

/** Where a staff account stands: invited (no password chosen yet), active, or deactivated by an admin. */
export const { values: staffStates, labels: staffStateLabels } = labelledValues({
  active: "Active",
  invited: "Invited",
  deactivated: "Deactivated",
});
export type StaffState = (typeof staffStates)[number];
