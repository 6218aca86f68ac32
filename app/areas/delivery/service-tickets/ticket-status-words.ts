import type { BadgeTone } from "#app/ui/badge.tsx";
import type { TicketStatus } from "./ticket-statuses.ts";

/** Who a waiting ticket waits on, as the client reads it. */
export const waitingText = {
  customer: "We are waiting on you: see our last message or call us.",
  parts: "We are waiting on parts; we will contact you when they arrive.",
} as const;

/** A status's badge: open ones in colour, finished ones grey. */
export function statusTone(status: TicketStatus): BadgeTone {
  if (status === "new") return "sky";
  if (status === "waiting_customer") return "amber";
  if (status === "waiting_parts") return "violet";
  if (status === "resolved") return "emerald";
  if (status === "closed") return "slate";
  return "indigo";
}
