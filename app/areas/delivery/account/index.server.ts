/** What other features' server code may use of the signed-in client's account page. */
export { loadAccountDashboard } from "./account-dashboard.server.ts";

/** A person's records together: a lead's customer panel, the CRM's customer page and its API. */
export { customerOfLead, customerForStaff, type CustomerRecords } from "./customer-records.server.ts";
export { accountApi } from "./api.server.ts";
export { customerPageData } from "./customer-page.server.ts";
