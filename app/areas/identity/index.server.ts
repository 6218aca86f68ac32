/** The identity area's face for server code elsewhere: its features' index.server.ts, name by name. */
export { adminUsersApi, createAdminSchema, createOrPromoteAdmin } from "./admin-users/index.server.ts";
export {
  hashPassword,
  destroyUserSessions,
  sessionUserColumns,
  SESSION_COOKIE,
  resolveSession,
  assertAvailable,
  insertUser,
  saveOwnName,
  cookieAttributes,
  sessionCookieHeader,
  openSession,
  emailStatus,
  authApi,
  ownedOrFromConfirmedEmail,
} from "./auth/index.server.ts";
export {
  passwordResetApi,
  issuePasswordToken,
  passwordLinkOf,
  resetPasswordAction,
  resetPasswordUrl,
} from "./password-reset/index.server.ts";
export { identityArea } from "./area.server.ts";
