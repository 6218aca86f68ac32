/** What other features' server code may use of the signed-in client's account page. */
export { loadAccountDashboard } from "./account-dashboard.server.ts";
