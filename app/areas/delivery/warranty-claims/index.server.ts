/** What other features' server code may use of warranty claims: the API, the claims due list, a ticket's claims. */
export { warrantyClaimsApi } from "./api.server.ts";
export { claimsDueList } from "./claims-due-list.server.ts";
export { ticketClaims, type TicketClaims } from "./ticket-claims.server.ts";
export { unclaimedWarranty, type UnclaimedWarranty } from "./claim-analytics.server.ts";
