/** The identity area's face for server code elsewhere: its features' index.server.ts, name by name. */
export {
  adminUsersApi,
  createAdminSchema,
  createOrPromoteAdmin,
  loadUserAccounts,
  userWrites,
  staffList,
  staffWrites,
  staffInvitationPageAction,
  staffInvitationPageData,
} from "./admin-users/index.server.ts";
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
  authApi,
  accountFormAction,
  signInPageLoader,
  confirmEmail,
  emailStatus,
  resendVerificationAnswer,
  twoFactorPageAction,
  twoFactorPageLoader,
  resetTwoFactor,
} from "./auth/index.server.ts";
export {
  passwordResetApi,
  issuePasswordToken,
  passwordLinkOf,
  resetPasswordAction,
  resetPasswordUrl,
  forgotPasswordAction,
} from "./password-reset/index.server.ts";
export { auditList, recordHistory, type RecordHistoryEvent } from "./audit/index.server.ts";
export { settingsApi, settingsWrites, loadSettingsView, staffSettingsReader } from "./settings/index.server.ts";
export { identityArea } from "./area.server.ts";
