/** The lead-capture feature's face for other features' server code. */
export { listServiceRequestsForUser } from "./requests-for-user.server.ts";
export { leadsApi } from "./api.server.ts";
