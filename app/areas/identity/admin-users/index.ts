/** This feature's browser-safe face. */
export { AdminDashboard } from "./admin-dashboard.tsx";
