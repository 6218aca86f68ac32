import { labelledValues } from "#app/lib/labelled-values.ts";

/** The projects list's `attention` filter: projects with a client message unread, or a client to-do past due. */
export const { values: projectAttention, labels: projectAttentionLabels } = labelledValues({
  unread: "Unread client messages",
  overdue: "Overdue client to-dos",
});
