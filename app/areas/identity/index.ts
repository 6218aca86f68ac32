/** The identity area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export { UserAccounts, StaffAccounts, StaffInvitationPage } from "./admin-users/index.ts";
export {
  changePasswordSchema,
  type ChangePasswordInput,
  confirmationSentMessage,
  type EmailStatus,
  EmailConfirmationNotice,
  nameSchema,
  profileSchema,
  type NameData,
  type ProfileData,
  type ProfileInput,
  safeRedirect,
  showServerErrors,
  SignOutButton,
  useSignOut,
  AuthPage,
  authTabOf,
  StaffSignInPage,
  TwoFactorSettingsPage,
  VerifyEmailPage,
  type VerifyEmailState,
} from "./auth/index.ts";
export { AuditTrail, RecordHistory } from "./audit/index.ts";
export { ForgotPasswordPage, ResetPasswordPage } from "./password-reset/index.ts";
export { SettingsForm } from "./settings/index.ts";
export { staffNavigation as identityStaffNavigation } from "./staff-navigation.ts";
