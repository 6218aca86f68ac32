/** This feature's browser-safe face: the client's dashboard, and the panel that shows a person's records together. */
export { AccountDashboard } from "./account-dashboard.tsx";
export { CustomerPanel } from "./customer-panel.tsx";
