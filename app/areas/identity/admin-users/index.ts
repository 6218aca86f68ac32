/** This feature's browser-safe face. */
export { UserAccounts } from "./user-accounts-page.tsx";
export { StaffAccounts } from "./staff-accounts.tsx";
export { StaffInvitationPage } from "./staff-invitation-page.tsx";
