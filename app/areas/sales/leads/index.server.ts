/** The lead-capture feature's face for other features' server code. */
export { listLeadsForUser } from "./leads-for-user.server.ts";
export { leadsApi } from "./api.server.ts";
export { storeLead } from "./store-lead.server.ts";
export { leadForBooking, type BookingContact } from "./booking-lead.server.ts";
export { newReference } from "./reference.server.ts";
