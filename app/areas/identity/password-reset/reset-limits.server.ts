import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";

export interface ResetLimits {
  /** Reset requests per client address. */
  requestsByIp: RateLimit;
  /**
   * Reset requests for one e-mail address or username from one client address: a stranger who spends it blocks
   * only their own address, never the account's owner asking from theirs.
   */
  requestsByAccountFromAddress: RateLimit;
  /**
   * The ceiling for one e-mail address or username from every address together, so one inbox is not flooded. Never
   * refused (strangers may have spent it): past it, the account gets a new link only every 10 minutes.
   */
  requestsByAccount: RateLimit;
}

const MESSAGE = "Too many password reset requests. Please wait an hour and try again.";
export const resetLimits = perApplication((services): ResetLimits => ({
  requestsByIp: createRateLimit(services.database, {
    name: "password-reset-ip",
    points: 10,
    durationSeconds: 60 * 60,
    message: MESSAGE,
  }),
  requestsByAccountFromAddress: createRateLimit(services.database, {
    name: "password-reset-account-address",
    points: 3,
    durationSeconds: 60 * 60,
    message: MESSAGE,
  }),
  requestsByAccount: createRateLimit(services.database, {
    name: "password-reset-account",
    points: 10,
    durationSeconds: 60 * 60,
    message: MESSAGE,
  }),
}));
