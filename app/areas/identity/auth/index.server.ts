/** What other features' server code may use of accounts and access. */
export { hashPassword } from "./passwords.server.ts";
export { destroyUserSessions, sessionUserColumns, SESSION_COOKIE, resolveSession } from "./session.server.ts";
export { assertAvailable, insertUser, rethrowConflict } from "./users.server.ts";
export { saveOwnName } from "./own-name.server.ts";
export { cookieAttributes, sessionCookieHeader } from "./session-cookie.server.ts";
export { openSession } from "./sign-in.server.ts";
export { authApi } from "./api.server.ts";
export { accountFormAction, signInPageLoader } from "./account-form-action.server.ts";
export { twoFactorPageAction, twoFactorPageLoader } from "./two-factor-page.server.ts";
export { resetTwoFactor } from "./two-factor.server.ts";
export { confirmEmail, emailStatus, resendVerificationAnswer } from "./email-verification.server.ts";
