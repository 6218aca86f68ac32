/** This feature's browser-safe face. */
export { ForgotPasswordPage } from "./forgot-password-page.tsx";
export { ResetPasswordPage } from "./reset-password-page.tsx";
