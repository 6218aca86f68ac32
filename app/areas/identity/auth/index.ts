/** What other features and routes may use of accounts and access (browser-safe only). */
export { changePasswordSchema, type ChangePasswordInput } from "./change-password-schema.ts";
export { confirmationSentMessage, type EmailStatus } from "./email-confirmation.ts";
export { EmailConfirmationNotice } from "./email-confirmation-notice.tsx";
export { nameSchema, profileSchema, type NameData, type ProfileData, type ProfileInput } from "./profile-schema.ts";
export { safeRedirect } from "./safe-redirect.ts";
export { showServerErrors } from "./server-errors.ts";
export { SignOutButton } from "./sign-out-button.tsx";
export { useSignOut } from "./use-sign-out.ts";
export { AuthPage, authTabOf } from "./auth-page.tsx";
export { StaffSignInPage } from "./staff-sign-in-page.tsx";
export { TwoFactorSettingsPage } from "./two-factor-settings-page.tsx";
export { VerifyEmailPage, type VerifyEmailState } from "./verify-email-page.tsx";
