/** Where an account's e-mail address stands, for the dashboard's notice and the profile. */
export interface EmailStatus {
  emailVerified: boolean;
  /** The address a change waits to be confirmed for. */
  pendingEmail: string | null;
}

/** What resending a confirmation link answers (the API's body, the page action's data). */
export interface ResendResult {
  message: string;
}

export const ALREADY_CONFIRMED_MESSAGE = "Your e-mail address is already confirmed.";
export const confirmationSentMessage = (email: string) => `We sent a confirmation link to ${email}.`;
