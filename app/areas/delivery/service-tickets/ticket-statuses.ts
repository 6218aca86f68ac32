import { labelledValues } from "#app/lib/labelled-values.ts";

/** A service ticket's status flow (issue 28 §3): new → scheduled → in progress → waiting → resolved → closed. */
export const { values: ticketStatuses, labels: ticketStatusLabels } = labelledValues({
  new: "New",
  scheduled: "Scheduled",
  in_progress: "In progress",
  waiting_customer: "Waiting on customer",
  waiting_parts: "Waiting on parts",
  resolved: "Resolved",
  closed: "Closed",
});
export type TicketStatus = (typeof ticketStatuses)[number];

/** Who or what a ticket waits on in each waiting status: the statuses that pause its SLA clock. */
export const waitingOn: Partial<Record<TicketStatus, "customer" | "parts">> = {
  waiting_customer: "customer",
  waiting_parts: "parts",
};

/** The statuses in which the work is done: they stop the clock, and a later change reopens the ticket. */
export const finishedStatuses: readonly TicketStatus[] = ["resolved", "closed"];

/**
 * Whether a ticket may move from one status to another. Any open status may move to any other; a resolved ticket may
 * be closed or reopened (into any open status, its SLA clock running again); a closed ticket only reopened.
 */
export function statusChangeAllowed(from: TicketStatus, to: TicketStatus): boolean {
  if (from === to) return false;
  if (from === "closed") return !finishedStatuses.includes(to);
  return true;
}
