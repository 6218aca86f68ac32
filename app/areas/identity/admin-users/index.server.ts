/** What server code may use of staff management of user accounts. */
export { adminUsersApi } from "./admin-users-api.server.ts";
export { createAdminSchema, createOrPromoteAdmin } from "./create-admin.server.ts";
export { loadUserAccounts } from "./user-accounts-page.server.ts";
export { userWrites } from "./user-writes.server.ts";
export { staffList } from "./staff-list.server.ts";
export { staffWrites } from "./staff-writes.server.ts";
export { staffInvitationPageAction, staffInvitationPageData } from "./staff-invitation-page.server.ts";
