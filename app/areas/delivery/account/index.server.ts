/** What other features' server code may use of the signed-in client's account page. */
export { loadAccountDashboard } from "./account-dashboard.server.ts";

/** A lead's customer and their other records (the staff lead page). */
export { customerOfLead, type CustomerRecords } from "./customer-records.server.ts";
