/** Service tickets' face: their status flow, their SLA clock, their staff pages and the portal's. */
export {
  finishedStatuses,
  ticketStatuses,
  ticketStatusLabels,
  waitingOn,
  type TicketStatus,
} from "./ticket-statuses.ts";
export {
  ticketSla,
  type ActorKind,
  type PausedInterval,
  type SlaBadge,
  type SlaTicket,
  type TargetState,
  type TicketEvent,
  type TicketSla,
} from "./sla-clock.ts";
export { TicketSlaBadge } from "./ticket-sla-badge.tsx";
export { TicketList } from "./ticket-list.tsx";
export { TicketPage } from "./ticket-page.tsx";
export { ServiceHistory } from "./system-service-history.tsx";
export { RequestServiceForm } from "./request-service-form.tsx";
export { ClientTicket } from "./client-ticket.tsx";
export { OpenTicketForm } from "./open-ticket-form.tsx";
export {
  clientTicketPath,
  requestServicePath,
  openTicketPath,
  staffTicketPath,
  ticketPhotoPath,
} from "./ticket-paths.ts";
export { TicketPhotoGallery, type TicketPhotoView } from "./ticket-photo-gallery.tsx";
export type { TicketSummary, UpcomingVisit } from "./ticket-summary.ts";
