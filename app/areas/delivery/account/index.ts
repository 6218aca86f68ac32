/** This feature's browser-safe face. */
export { AccountDashboard } from "./account-dashboard.tsx";
