import { createAttemptCounter, createRateLimit, type AttemptCounter, type RateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";

export interface AuthRateLimits {
  /** Failed sign-ins per client address, whatever the account (an office behind one address shares it). */
  loginByIp: RateLimit;
  /** Failed sign-ins per account and client address: guessing from one place stops there, not for the owner. */
  loginByAccountAndIp: RateLimit;
  /** Sign-in attempts per account from everywhere, reset by a success; a high count slows, never refuses. */
  loginAttemptsByAccount: AttemptCounter;
  /** Wrong current passwords on a password change, per account. */
  currentPasswordByUser: RateLimit;
  /** Wrong second-factor codes per account: six digits must not be guessable even with the password known. */
  twoFactorByUser: RateLimit;
  /** Wrong second-factor codes per client address, whatever the account. */
  twoFactorByIp: RateLimit;
  registerByIp: RateLimit;
  /** Wrong footer admin codes per client address. */
  adminCodeByIp: RateLimit;
}

const FIFTEEN_MINUTES = 15 * 60;
const TWO_FACTOR_MESSAGE = "Too many wrong codes. Please wait 15 minutes and try again.";
const SIGN_IN_MESSAGE = "Too many sign-in attempts. Please wait 15 minutes and try again.";

/** One set of limiters per running application (their counters live in its database or memory). */
export const authRateLimits = perApplication(({ database, config }): AuthRateLimits => ({
  loginByIp: createRateLimit(database, {
    name: "login-ip",
    points: 30,
    durationSeconds: FIFTEEN_MINUTES,
    message: SIGN_IN_MESSAGE,
  }),
  loginByAccountAndIp: createRateLimit(database, {
    name: "login-account-ip",
    points: 10,
    durationSeconds: FIFTEEN_MINUTES,
    message: SIGN_IN_MESSAGE,
  }),
  loginAttemptsByAccount: createAttemptCounter(database, {
    name: "login-account",
    durationSeconds: FIFTEEN_MINUTES,
  }),
  currentPasswordByUser: createRateLimit(database, {
    name: "current-password-user",
    points: 10,
    durationSeconds: FIFTEEN_MINUTES,
    message: "Too many wrong passwords. Please wait 15 minutes and try again.",
  }),
  twoFactorByUser: createRateLimit(database, {
    name: "two-factor-user",
    points: 5,
    durationSeconds: FIFTEEN_MINUTES,
    message: TWO_FACTOR_MESSAGE,
  }),
  twoFactorByIp: createRateLimit(database, {
    name: "two-factor-ip",
    points: 30,
    durationSeconds: FIFTEEN_MINUTES,
    message: TWO_FACTOR_MESSAGE,
  }),
  registerByIp: createRateLimit(database, {
    name: "register-ip",
    points: config.REGISTRATIONS_PER_IP_PER_HOUR,
    durationSeconds: 60 * 60,
    message: "Too many accounts have been created from your network. Please try again in an hour.",
  }),
  adminCodeByIp: createRateLimit(database, {
    name: "admin-code-ip",
    points: 5,
    durationSeconds: FIFTEEN_MINUTES,
    message: "Too many admin code attempts. Please wait 15 minutes and try again.",
  }),
}));
