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
  /** An open ticket's next scheduled visit, when the dashboard has loaded it. */
  nextVisit?: UpcomingVisit | null;
}

/**
 * A ticket's next visit as its client reads it: the time window and the technician's first name only (no other
 * personal data of staff reaches the portal). Loaded by the visits feature and handed to the portal's views.
 */
export interface UpcomingVisit {
  startsAt: string;
  endsAt: string;
  technicianFirstName: string | null;
}
