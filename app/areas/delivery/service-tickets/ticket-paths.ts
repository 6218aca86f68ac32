/** The client's page of a ticket they opened: where the portal's form goes once the ticket is opened. */
export const clientTicketPath = (ticketId: string) => `/dashboard/service/${ticketId}`;

/** Staff's page of a ticket. */
export const staffTicketPath = (ticketId: string) => `/enterprise-carm/tickets/${ticketId}`;

/** The portal's "Request service", for one system when named. */
export const requestServicePath = (systemId?: string) =>
  systemId ? `/dashboard/service/new?systemId=${systemId}` : "/dashboard/service/new";

/** Staff's "Open a ticket", for a site, a system or a repair request lead. */
export const openTicketPath = (from: { siteId?: string; systemId?: string; leadId?: string }) => {
  const query = new URLSearchParams(
    Object.entries(from).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `/enterprise-carm/tickets/new${query.size > 0 ? `?${query}` : ""}`;
};

/** A ticket's photo, answered inline to whoever may see the ticket (GET /api/service/tickets/:id/photos/:photoId). */
export const ticketPhotoPath = (ticketId: string, photoId: string) =>
  `/api/service/tickets/${ticketId}/photos/${photoId}`;
