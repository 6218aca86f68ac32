/** What other features' server code may use of accounts and access. */
export { hashPassword } from "./passwords.server.ts";
export { destroyUserSessions } from "./session.server.ts";
export { authApi } from "./api.server.ts";
export { createAdminSchema, createOrPromoteAdmin } from "./create-admin.server.ts";
export { SESSION_COOKIE, resolveSession } from "./session.server.ts";
