/** The lead-capture feature's face for other features' server code. */
export { listLeadsForUser } from "./leads-for-user.server.ts";
export { leadsApi } from "./api.server.ts";
