/** This feature's browser-safe face. */
export { AdminDashboard } from "./admin-dashboard.tsx";
export { StaffAccounts } from "./staff-accounts.tsx";
export { StaffInvitationPage } from "./staff-invitation-page.tsx";
