import type { TicketType } from "#app/content/service-targets.ts";
import type { TicketStatus } from "./ticket-statuses.ts";

/** A ticket in the client's service history. */
export interface TicketSummary {
  id: string;
  reference: string;
  siteId: string;
  systemId: string | null;
  type: TicketType;
  status: TicketStatus;
  createdAt: Date;
  resolvedAt: Date | null;
}
