/** Password reset's face for the server: its JSON API, its links (which portal invitations are too) and its form. */
export { passwordResetApi } from "./api.server.ts";
export {
  expirePasswordLinks,
  issuePasswordToken,
  passwordLinkOf,
  resetPassword,
  type LinkUse,
  type SpentLink,
} from "./password-reset.server.ts";
export { resetPasswordAction } from "./page-actions.server.ts";
export { resetPasswordUrl } from "./reset-mail.server.ts";
export { forgotPasswordAction } from "./page-actions.server.ts";
