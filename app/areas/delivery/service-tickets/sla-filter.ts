import { labelledValues } from "#app/lib/labelled-values.ts";

/**
 * The tickets list's `sla` filter: a ticket past one of its targets at the time of the page (the badge "breached"),
 * or within all of them (the badges "on time" and "due soon", which only the business calendar tells apart).
 */
export const { values: ticketSlaFilters, labels: ticketSlaFilterLabels } = labelledValues({
  breached: "Past an SLA target",
  within: "Within its SLA targets",
});
