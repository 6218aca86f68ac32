/** The sales area's face for server code in other areas, routes and the composition root (generated from its features' index.server.ts). */
export { listLeadsForUser, leadsApi, storeLead, leadForBooking, type BookingContact, newReference } from "./leads/index.server.ts";
export { leadsPipelineApi, seedLeads, fullName, addLeadActivity, type LeadActivityDetails } from "./leads-pipeline/index.server.ts";
