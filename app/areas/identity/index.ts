/** The identity area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
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
} from "./auth/index.ts";
