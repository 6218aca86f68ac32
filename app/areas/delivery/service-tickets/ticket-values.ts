import { formatOfficeTime } from "#app/lib/office-time.ts";
import type { TicketStatus } from "./ticket-statuses.ts";

/** Who a ticket waits on, as its pages say it: the customer, parts, or us (every status but a wait). */
export function waitingOnWords(status: TicketStatus): string {
  if (status === "waiting_customer") return "The customer";
  if (status === "waiting_parts") return "Parts";
  if (status === "resolved" || status === "closed") return "Nobody: the work is done";
  return "Us";
}

/** A due time as the office reads it (Pacific time), or what an empty one means. */
export const dueWords = (at: Date | null, empty: string) => (at ? formatOfficeTime(new Date(at)) : empty);
