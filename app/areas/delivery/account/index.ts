/** This feature's browser-safe face: the client's dashboard, and the panel and page that show a person's records together. */
export { AccountDashboard } from "./account-dashboard.tsx";
export { CustomerPanel } from "./customer-panel.tsx";
export { CustomerPage } from "./customer-page.tsx";
